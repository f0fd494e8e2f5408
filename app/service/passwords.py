"""Argon2id password hashing at the OWASP minimum (m=19 MiB, t=2, p=1), off the event loop."""

from __future__ import annotations

import asyncio

from argon2 import PasswordHasher, Type
from argon2.exceptions import InvalidHashError, VerificationError, VerifyMismatchError

HASHER = PasswordHasher(time_cost=2, memory_cost=19 * 1024, parallelism=1, type=Type.ID)
# Verified against when the account does not exist, so timing does not reveal usernames.
_DUMMY_HASH = HASHER.hash("not a real password")


async def hash_password(password: str, slots: asyncio.Semaphore) -> str:
    async with slots:
        return await asyncio.to_thread(HASHER.hash, password)


async def verify_password(stored_hash: str | None, password: str, slots: asyncio.Semaphore) -> bool:
    async with slots:
        return await asyncio.to_thread(_verify, stored_hash or _DUMMY_HASH, password) and bool(
            stored_hash
        )


def _verify(stored_hash: str, password: str) -> bool:
    try:
        return HASHER.verify(stored_hash, password)
    except (VerifyMismatchError, VerificationError, InvalidHashError):
        return False
