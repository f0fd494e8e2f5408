"""The campaign's recorder: the kernel's Recorder over the CampaignBoard, plus the pack
and the seats (fixed while one command is decided). Campaign rules read the board, the
pack and the seats only, never the quest."""

from __future__ import annotations

from app.content.catalog import Catalog
from app.engine.hunters.campaign.evolve.registry import evolve_board
from app.engine.hunters.campaign.model.seating import Seating
from app.engine.hunters.campaign.model.state import CampaignBoard
from app.engine.kernel.dice import Dice
from app.engine.kernel.recorder import Recorder


class CampaignRecorder(Recorder[CampaignBoard]):
    """Campaign events decided so far, the board they lead to, the dice, pack and seats."""

    def __init__(
        self, board: CampaignBoard, dice: Dice, content: Catalog, seating: Seating
    ) -> None:
        super().__init__(board, dice, evolve_board)
        self.content = content
        self.seating = seating

    @property
    def board(self) -> CampaignBoard:
        return self.state
