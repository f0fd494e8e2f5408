"""site operations: disabled accounts, forced password changes, e-mail addresses,
notification opt-outs, campaign webhooks, waiting periods and announcement claims

Revision ID: 0004
Revises: 0003
Create Date: 2026-12-01 12:10:00
"""

from __future__ import annotations

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op


revision: str = '0004'
down_revision: str | None = '0003'
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    with op.batch_alter_table('users', schema=None) as batch_op:
        batch_op.add_column(sa.Column('disabled_at', sa.DateTime(timezone=True), nullable=True))
        batch_op.add_column(sa.Column('must_change_password', sa.Boolean(), nullable=False, server_default=sa.false()))
        batch_op.add_column(sa.Column('email', sa.String(length=254), nullable=True))
    op.create_table('notification_opt_outs',
    sa.Column('campaign_id', sa.BigInteger().with_variant(sa.Integer(), 'sqlite'), nullable=False),
    sa.Column('user_id', sa.BigInteger().with_variant(sa.Integer(), 'sqlite'), nullable=False),
    sa.Column('created_at', sa.DateTime(timezone=True), nullable=False),
    sa.ForeignKeyConstraint(['campaign_id'], ['campaigns.id'], name=op.f('fk_notification_opt_outs_campaign_id_campaigns'), ondelete='CASCADE'),
    sa.ForeignKeyConstraint(['user_id'], ['users.id'], name=op.f('fk_notification_opt_outs_user_id_users'), ondelete='CASCADE'),
    sa.PrimaryKeyConstraint('campaign_id', 'user_id', name=op.f('pk_notification_opt_outs'))
    )
    op.create_table('campaign_webhooks',
    sa.Column('campaign_id', sa.BigInteger().with_variant(sa.Integer(), 'sqlite'), nullable=False),
    sa.Column('url', sa.String(length=500), nullable=False),
    sa.Column('created_by', sa.BigInteger().with_variant(sa.Integer(), 'sqlite'), nullable=True),
    sa.Column('created_at', sa.DateTime(timezone=True), nullable=False),
    sa.ForeignKeyConstraint(['campaign_id'], ['campaigns.id'], name=op.f('fk_campaign_webhooks_campaign_id_campaigns'), ondelete='CASCADE'),
    sa.ForeignKeyConstraint(['created_by'], ['users.id'], name=op.f('fk_campaign_webhooks_created_by_users'), ondelete='SET NULL'),
    sa.PrimaryKeyConstraint('campaign_id', name=op.f('pk_campaign_webhooks'))
    )
    op.create_table('notification_waits',
    sa.Column('campaign_id', sa.BigInteger().with_variant(sa.Integer(), 'sqlite'), nullable=False),
    sa.Column('user_id', sa.BigInteger().with_variant(sa.Integer(), 'sqlite'), nullable=False),
    sa.Column('kind', sa.String(length=16), nullable=False),
    sa.Column('since', sa.DateTime(timezone=True), nullable=False),
    sa.Column('mailed_at', sa.DateTime(timezone=True), nullable=True),
    sa.ForeignKeyConstraint(['campaign_id'], ['campaigns.id'], name=op.f('fk_notification_waits_campaign_id_campaigns'), ondelete='CASCADE'),
    sa.ForeignKeyConstraint(['user_id'], ['users.id'], name=op.f('fk_notification_waits_user_id_users'), ondelete='CASCADE'),
    sa.PrimaryKeyConstraint('campaign_id', 'user_id', name=op.f('pk_notification_waits'))
    )
    op.create_table('notification_claims',
    sa.Column('key', sa.String(length=120), nullable=False),
    sa.Column('campaign_id', sa.BigInteger().with_variant(sa.Integer(), 'sqlite'), nullable=False),
    sa.Column('created_at', sa.DateTime(timezone=True), nullable=False),
    sa.ForeignKeyConstraint(['campaign_id'], ['campaigns.id'], name=op.f('fk_notification_claims_campaign_id_campaigns'), ondelete='CASCADE'),
    sa.PrimaryKeyConstraint('key', name=op.f('pk_notification_claims'))
    )
    with op.batch_alter_table('notification_claims', schema=None) as batch_op:
        batch_op.create_index(batch_op.f('ix_notification_claims_campaign_id'), ['campaign_id'], unique=False)


def downgrade() -> None:
    with op.batch_alter_table('notification_claims', schema=None) as batch_op:
        batch_op.drop_index(batch_op.f('ix_notification_claims_campaign_id'))
    op.drop_table('notification_claims')
    op.drop_table('notification_waits')
    op.drop_table('campaign_webhooks')
    op.drop_table('notification_opt_outs')
    with op.batch_alter_table('users', schema=None) as batch_op:
        batch_op.drop_column('email')
        batch_op.drop_column('must_change_password')
        batch_op.drop_column('disabled_at')
