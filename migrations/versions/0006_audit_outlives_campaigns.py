"""a deleted campaign's audit rows stay: the campaign key is SET NULL (was CASCADE) and
the rows keep the deleted campaign's id (issue 24)

Revision ID: 0006
Revises: 0005
Create Date: 2026-12-04 02:00:00
"""

from __future__ import annotations

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op


revision: str = '0006'
down_revision: str | None = '0005'
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None

FK = 'fk_audit_log_campaign_id_campaigns'
ID = sa.BigInteger().with_variant(sa.Integer(), 'sqlite')


def upgrade() -> None:
    with op.batch_alter_table('audit_log', schema=None) as batch_op:
        batch_op.add_column(sa.Column('deleted_campaign_id', ID, nullable=True))
        batch_op.drop_constraint(FK, type_='foreignkey')
        batch_op.create_foreign_key(FK, 'campaigns', ['campaign_id'], ['id'], ondelete='SET NULL')
        batch_op.create_index('ix_audit_log_deleted_campaign_id', ['deleted_campaign_id'], unique=False)


def downgrade() -> None:
    op.execute("DELETE FROM audit_log WHERE deleted_campaign_id IS NOT NULL")
    with op.batch_alter_table('audit_log', schema=None) as batch_op:
        batch_op.drop_index('ix_audit_log_deleted_campaign_id')
        batch_op.drop_constraint(FK, type_='foreignkey')
        batch_op.create_foreign_key(FK, 'campaigns', ['campaign_id'], ['id'], ondelete='CASCADE')
        batch_op.drop_column('deleted_campaign_id')
