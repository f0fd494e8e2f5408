"""content packs belong to whoever uploaded them: the site's own packs are marked, an
upload's holders are listed (issue 24: an upload never shadows a site pack)

Revision ID: 0005
Revises: 0004
Create Date: 2026-12-03 14:30:00
"""

from __future__ import annotations

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op


revision: str = '0005'
down_revision: str | None = '0004'
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    with op.batch_alter_table('content_packs', schema=None) as batch_op:
        batch_op.add_column(sa.Column('site', sa.Boolean(), nullable=False, server_default=sa.false()))
    # What nobody uploaded was installed by the site (`hunters content load`).
    op.execute("UPDATE content_packs SET site = (uploaded_by IS NULL)")
    op.create_table('content_pack_holders',
    sa.Column('content_hash', sa.String(length=64), nullable=False),
    sa.Column('user_id', sa.BigInteger().with_variant(sa.Integer(), 'sqlite'), nullable=False),
    sa.Column('created_at', sa.DateTime(timezone=True), nullable=False),
    sa.ForeignKeyConstraint(['content_hash'], ['content_packs.hash'], name=op.f('fk_content_pack_holders_content_hash_content_packs'), ondelete='CASCADE'),
    sa.ForeignKeyConstraint(['user_id'], ['users.id'], name=op.f('fk_content_pack_holders_user_id_users'), ondelete='CASCADE'),
    sa.PrimaryKeyConstraint('content_hash', 'user_id', name=op.f('pk_content_pack_holders'))
    )
    with op.batch_alter_table('content_pack_holders', schema=None) as batch_op:
        batch_op.create_index(batch_op.f('ix_content_pack_holders_user_id'), ['user_id'], unique=False)
    # An upload made before this revision stays its uploader's (and only theirs).
    op.execute(
        "INSERT INTO content_pack_holders (content_hash, user_id, created_at) "
        "SELECT hash, uploaded_by, created_at FROM content_packs WHERE uploaded_by IS NOT NULL"
    )


def downgrade() -> None:
    with op.batch_alter_table('content_pack_holders', schema=None) as batch_op:
        batch_op.drop_index(batch_op.f('ix_content_pack_holders_user_id'))
    op.drop_table('content_pack_holders')
    with op.batch_alter_table('content_packs', schema=None) as batch_op:
        batch_op.drop_column('site')
