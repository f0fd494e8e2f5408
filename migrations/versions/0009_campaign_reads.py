"""how far each user has read each campaign, whichever browser they read on (issue 23:
the lobby's unread counts were per browser)

Revision ID: 0009
Revises: 0008
Create Date: 2026-12-04 01:55:00
"""

from __future__ import annotations

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op


revision: str = "0009"
down_revision: str | None = "0008"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    op.create_table(
        "campaign_reads",
        sa.Column(
            "campaign_id", sa.BigInteger().with_variant(sa.Integer(), "sqlite"), nullable=False
        ),
        sa.Column("user_id", sa.BigInteger().with_variant(sa.Integer(), "sqlite"), nullable=False),
        sa.Column("seen_seq", sa.BigInteger(), nullable=False),
        sa.ForeignKeyConstraint(
            ["campaign_id"],
            ["campaigns.id"],
            name=op.f("fk_campaign_reads_campaign_id_campaigns"),
            ondelete="CASCADE",
        ),
        sa.ForeignKeyConstraint(
            ["user_id"],
            ["users.id"],
            name=op.f("fk_campaign_reads_user_id_users"),
            ondelete="CASCADE",
        ),
        sa.PrimaryKeyConstraint("campaign_id", "user_id", name=op.f("pk_campaign_reads")),
    )
    with op.batch_alter_table("campaign_reads", schema=None) as batch_op:
        batch_op.create_index(batch_op.f("ix_campaign_reads_user_id"), ["user_id"], unique=False)


def downgrade() -> None:
    with op.batch_alter_table("campaign_reads", schema=None) as batch_op:
        batch_op.drop_index(batch_op.f("ix_campaign_reads_user_id"))
    op.drop_table("campaign_reads")
