"""login limits: one counter row per key instead of one row per failure

Revision ID: 0003
Revises: 0002
Create Date: 2026-12-01 09:45:00
"""

from __future__ import annotations

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op


revision: str = '0003'
down_revision: str | None = '0002'
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None

BigId = sa.BigInteger().with_variant(sa.Integer(), 'sqlite')


def upgrade() -> None:
    op.create_table('login_limits',
    sa.Column('key', sa.String(length=160), nullable=False),
    sa.Column('window_start', sa.DateTime(timezone=True), nullable=False),
    sa.Column('count', sa.Integer(), nullable=False),
    sa.PrimaryKeyConstraint('key', name=op.f('pk_login_limits'))
    )
    with op.batch_alter_table('login_limits', schema=None) as batch_op:
        batch_op.create_index(batch_op.f('ix_login_limits_window_start'), ['window_start'], unique=False)
    with op.batch_alter_table('login_failures', schema=None) as batch_op:
        batch_op.drop_index(batch_op.f('ix_login_failures_key'))
        batch_op.drop_index(batch_op.f('ix_login_failures_at'))
    op.drop_table('login_failures')


def downgrade() -> None:
    op.create_table('login_failures',
    sa.Column('id', BigId, nullable=False),
    sa.Column('key', sa.String(length=96), nullable=False),
    sa.Column('at', sa.DateTime(timezone=True), nullable=False),
    sa.PrimaryKeyConstraint('id', name=op.f('pk_login_failures'))
    )
    with op.batch_alter_table('login_failures', schema=None) as batch_op:
        batch_op.create_index(batch_op.f('ix_login_failures_at'), ['at'], unique=False)
        batch_op.create_index(batch_op.f('ix_login_failures_key'), ['key'], unique=False)
    with op.batch_alter_table('login_limits', schema=None) as batch_op:
        batch_op.drop_index(batch_op.f('ix_login_limits_window_start'))
    op.drop_table('login_limits')
