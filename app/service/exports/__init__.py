"""A campaign as one JSON document: export, import, and the checks between (issue 15)."""

from app.service.exports.document import CampaignExport, parse_document, to_text
from app.service.exports.export import export_campaign
from app.service.exports.restore import Imported, import_campaign

__all__ = [
    "CampaignExport",
    "Imported",
    "export_campaign",
    "import_campaign",
    "parse_document",
    "to_text",
]
