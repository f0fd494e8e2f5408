"""a campaign plays one game, a pack belongs to one: ``campaigns.game`` and
``content_packs.game`` (issue 28: the platform hosts The Hunters and Primal)

Revision ID: 0008
Revises: 0007
Create Date: 2026-12-04 01:30:00
"""

from __future__ import annotations

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op


revision: str = '0008'
down_revision: str | None = '0007'
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    # Every pack and campaign before this revision is The Hunters'.
    with op.batch_alter_table('content_packs', schema=None) as batch_op:
        batch_op.add_column(sa.Column('game', sa.String(length=16), nullable=False, server_default='hunters'))
    with op.batch_alter_table('campaigns', schema=None) as batch_op:
        batch_op.add_column(sa.Column('game', sa.String(length=16), nullable=False, server_default='hunters'))


def downgrade() -> None:
    with op.batch_alter_table('campaigns', schema=None) as batch_op:
        batch_op.drop_column('game')
    with op.batch_alter_table('content_packs', schema=None) as batch_op:
        batch_op.drop_column('game')
