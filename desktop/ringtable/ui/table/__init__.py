"""The game table: a QGraphicsView scene drawn from ``Game.view_for(seat)``."""
