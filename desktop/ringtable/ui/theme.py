"""Colours, fonts, sizes and z-orders of the UI, named in one place.

Widgets and scene items never spell a colour or a size themselves; they use these
names, so the look can be tuned (or themed) here without hunting through the code.
"""

from __future__ import annotations

from pathlib import Path

from ..paths import resources_dir
from .qt import (
    QApplication,
    QColor,
    QDialog,
    QDialogButtonBox,
    QFont,
    QFontDatabase,
    QIcon,
    QLabel,
    QMessageBox,
    QPalette,
    QWidget,
)

# Palette: dark leather and parchment with a gold accent, like a LotR TCG play area.
BACKGROUND = "#17130f"
PANEL = "#221c16"
PANEL_RAISED = "#2d251d"
BORDER = "#4a3d2e"
TEXT = "#eadfc8"
TEXT_DIM = "#a8987d"
GOLD = "#d2a952"
GOLD_BRIGHT = "#f0cd7a"
DANGER = "#c0533f"
GOOD = "#6fae6b"
HIGHLIGHT = "#f3d27a"  # legal plays glow in this colour

# Fonts: the serif family shipped in resources/fonts if present, else the system serif.
SERIF_FALLBACK = "serif"
_serif_family: str | None = None

# Z-order of scene layers (table), lowest first.
Z_PLAYMAT = -100
Z_ZONE = -50
Z_CARD = 0
Z_TOKEN = 10
Z_HIGHLIGHT = 20
Z_DRAGGED = 100
Z_ZOOM = 1000

# Card sizes on the table, in scene units (5:7 like a real card).
CARD_WIDTH = 126
CARD_HEIGHT = 176


def load_fonts() -> None:
    """Register the shipped fonts with Qt and remember the serif family to use."""
    global _serif_family
    folder = resources_dir() / "fonts"
    families: list[str] = []
    if folder.is_dir():
        for path in sorted(folder.iterdir()):
            if path.suffix.lower() in (".ttf", ".otf"):
                font_id = QFontDatabase.addApplicationFont(str(path))
                if font_id >= 0:
                    families.extend(QFontDatabase.applicationFontFamilies(font_id))
    serif = [f for f in families if "sans" not in f.lower() and "mono" not in f.lower()]
    _serif_family = serif[0] if serif else None


def serif_font(point_size: float, bold: bool = False) -> QFont:
    font = QFont(_serif_family or SERIF_FALLBACK)
    font.setPointSizeF(point_size)
    font.setBold(bold)
    if not _serif_family:
        font.setStyleHint(QFont.StyleHint.Serif)
    return font


def app_icon() -> QIcon:
    """The application icon at every size shipped in resources/icons."""
    icon = QIcon()
    folder: Path = resources_dir() / "icons"
    if folder.is_dir():
        for path in sorted(folder.glob("*.png")):
            icon.addFile(str(path))
    return icon


def apply(app: QApplication) -> None:
    """Dark palette and a style sheet for the stock widgets."""
    app.setStyle("Fusion")
    palette = QPalette()
    roles = {
        QPalette.ColorRole.Window: BACKGROUND, QPalette.ColorRole.Base: PANEL,
        QPalette.ColorRole.AlternateBase: PANEL_RAISED, QPalette.ColorRole.Button: PANEL_RAISED,
        QPalette.ColorRole.Text: TEXT, QPalette.ColorRole.WindowText: TEXT,
        QPalette.ColorRole.ButtonText: TEXT, QPalette.ColorRole.Highlight: GOLD,
        QPalette.ColorRole.HighlightedText: BACKGROUND, QPalette.ColorRole.ToolTipBase: PANEL,
        QPalette.ColorRole.ToolTipText: TEXT, QPalette.ColorRole.PlaceholderText: TEXT_DIM,
    }
    for role, colour in roles.items():
        palette.setColor(role, QColor(colour))
    palette.setColor(QPalette.ColorGroup.Disabled, QPalette.ColorRole.ButtonText,
                     QColor(TEXT_DIM))
    palette.setColor(QPalette.ColorGroup.Disabled, QPalette.ColorRole.Text, QColor(TEXT_DIM))
    app.setPalette(palette)
    app.setStyleSheet(STYLE_SHEET)


STYLE_SHEET = f"""
QToolTip {{ color: {TEXT}; background: {PANEL}; border: 1px solid {BORDER}; padding: 4px; }}
QPushButton {{
    background: {PANEL_RAISED}; color: {TEXT}; border: 1px solid {BORDER};
    border-radius: 5px; padding: 6px 14px;
}}
QPushButton:hover {{ border-color: {GOLD}; }}
QPushButton:pressed {{ background: {PANEL}; }}
QPushButton:disabled {{ color: {TEXT_DIM}; border-color: {PANEL_RAISED}; }}
QPushButton[role="primary"] {{ background: #6b5222; border-color: {GOLD}; color: #fff4dc; }}
QPushButton[role="primary"]:hover {{ background: #7e6129; }}
QPushButton[role="menu"] {{
    font-size: 17px; padding: 10px 26px; min-width: 240px; text-align: center;
    background: rgba(34, 28, 22, 220); border: 1px solid {BORDER};
}}
QPushButton[role="menu"]:hover {{ border-color: {GOLD}; color: {GOLD_BRIGHT}; }}
QLineEdit, QComboBox, QSpinBox, QPlainTextEdit, QTextBrowser, QListWidget, QTableWidget {{
    background: {PANEL}; color: {TEXT}; border: 1px solid {BORDER}; border-radius: 4px;
    padding: 3px; selection-background-color: {GOLD}; selection-color: {BACKGROUND};
}}
QHeaderView::section {{
    background: {PANEL_RAISED}; color: {TEXT}; border: none;
    border-right: 1px solid {BORDER}; padding: 4px;
}}
QMenuBar {{ background: {PANEL}; color: {TEXT}; }}
QMenuBar::item:selected, QMenu::item:selected {{ background: {GOLD}; color: {BACKGROUND}; }}
QMenu {{ background: {PANEL}; color: {TEXT}; border: 1px solid {BORDER}; }}
QStatusBar {{ background: {PANEL}; color: {TEXT_DIM}; }}
QGroupBox {{ border: 1px solid {BORDER}; border-radius: 5px; margin-top: 12px; padding-top: 6px; }}
QGroupBox::title {{ subcontrol-origin: margin; left: 8px; color: {GOLD}; }}
QTabBar::tab {{ background: {PANEL}; color: {TEXT_DIM}; padding: 6px 14px; }}
QTabBar::tab:selected {{ background: {PANEL_RAISED}; color: {TEXT}; }}
QCheckBox {{ color: {TEXT}; }}
QCheckBox::indicator {{ width: 15px; height: 15px; border: 2px solid {GOLD}; border-radius: 3px;
    background: {PANEL}; }}
QCheckBox::indicator:checked {{ background: {GOLD_BRIGHT}; border-color: {GOLD_BRIGHT}; }}
QCheckBox::indicator:disabled {{ border-color: {BORDER}; }}
QScrollBar:vertical {{ background: {PANEL}; width: 11px; }}
QScrollBar::handle:vertical {{ background: {BORDER}; border-radius: 5px; min-height: 24px; }}
"""


def problem_label() -> QLabel:
    """The red, wrapping line under a dialog's fields that says why it cannot go on."""
    label = QLabel()
    label.setStyleSheet("color: #e07a5f;")
    label.setWordWrap(True)
    return label


def ok_cancel_buttons(dialog: QDialog) -> QDialogButtonBox:
    """The usual OK / Cancel row, wired to the dialog's accept and reject."""
    buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok
                               | QDialogButtonBox.StandardButton.Cancel)
    buttons.accepted.connect(dialog.accept)
    buttons.rejected.connect(dialog.reject)
    return buttons


def confirm(parent: QWidget, title: str, text: str) -> bool:
    """Ask Yes / Cancel, Cancel the default: for what cannot be undone (delete, quit
    losing moves)."""
    answer = QMessageBox.question(
        parent, title, text,
        QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.Cancel,
        QMessageBox.StandardButton.Cancel)
    return answer == QMessageBox.StandardButton.Yes
