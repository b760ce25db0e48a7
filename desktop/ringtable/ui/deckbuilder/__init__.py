"""The deck builder: card browser, deck editor, statistics, deck library."""
