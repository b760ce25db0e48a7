"""The table view: the 1920x1080 table scene scaled to whatever room the window gives."""

from __future__ import annotations

from ..qt import QColor, QGraphicsView, QPainter, QPalette, QRectF, Qt, QWidget
from .layout import SCENE_HEIGHT, SCENE_WIDTH
from .scene import TableScene


class TableView(QGraphicsView):
    """Shows the whole table scaled to the window (1280x720 up to 4K), crisp on high DPI."""

    def __init__(self, scene: TableScene) -> None:
        super().__init__(scene)
        self.table_scene = scene
        # A frame is a blit of cached images: the items and the background set their own
        # antialiasing when they paint into their caches, and the view draws those caches
        # without it (Antialiasing + SmoothPixmapTransform on the view made each blit a
        # filtered draw: a full repaint of a 60-card table took 9-10 ms, without 1-2 ms).
        self.setRenderHints(QPainter.RenderHint.TextAntialiasing)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        # The scene paints the whole viewport (its rect follows the window's shape): no
        # fill of the viewport before each frame (a style sheet background did one).
        palette = self.viewport().palette()
        palette.setColor(QPalette.ColorRole.Base, QColor("#0c0a08"))
        self.viewport().setPalette(palette)
        self.viewport().setAutoFillBackground(False)
        self.viewport().setAttribute(Qt.WidgetAttribute.WA_OpaquePaintEvent)
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.SmartViewportUpdate)
        self.setFrameShape(QGraphicsView.Shape.NoFrame)
        self.setCacheMode(QGraphicsView.CacheModeFlag.CacheBackground)
        self.overlays: list[QWidget] = []  # panels over the table, re-centred on resize

    def contextMenuEvent(self, event) -> None:  # noqa: N802 - Qt's name
        """Right-click on a card: its manual menu (the item handles it); elsewhere: the
        table's manual menu (twilight, burdens, draw, shuffle)."""
        if self.table_scene.card_at(self.mapToScene(event.pos())) is not None:
            super().contextMenuEvent(event)
            return
        self.table_scene.interaction.context_menu(-1, event.globalPos())

    def resizeEvent(self, event) -> None:  # noqa: N802 - Qt's name
        """Show the whole 1920x1080 table, widening the scene to the window's shape so the
        playmat fills it (no letterbox bars)."""
        super().resizeEvent(event)
        width, height = max(self.viewport().width(), 1), max(self.viewport().height(), 1)
        aspect = width / height
        if aspect >= SCENE_WIDTH / SCENE_HEIGHT:
            wide = SCENE_HEIGHT * aspect
            rect = QRectF(-(wide - SCENE_WIDTH) / 2, 0, wide, SCENE_HEIGHT)
        else:
            tall = SCENE_WIDTH / aspect
            rect = QRectF(0, -(tall - SCENE_HEIGHT) / 2, SCENE_WIDTH, tall)
        room = self.table_scene.room_below()
        self.scene().setSceneRect(rect)
        self.fitInView(rect, Qt.AspectRatioMode.KeepAspectRatio)
        if abs(self.table_scene.room_below() - room) > 1:
            self.table_scene.relayout()
        self.table_scene.set_view_scale(self.transform().m11())
        for overlay in self.overlays:
            if not overlay.isHidden():  # shown, even before the window is
                overlay.place()
