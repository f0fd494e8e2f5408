"""Where a webhook may point (SECURITY.md, issue 24): only at a public address.

A GM types the URL, so it is an attacker's input: the server must never post to
itself, its network or a cloud's metadata service. Two checks, both here:

- when the URL is set (``check_webhook_url``): the scheme (https only in production,
  unless the site admin lists the host in ``WEBHOOK_HTTP_HOSTS``), every spelling of a
  literal address as the C library reads it (``127.1``, ``2130706433``, ``0x7f000001``,
  ``017700000001``, ``0``), IPv4 addresses inside IPv6 ones (mapped, NAT64, 6to4,
  Teredo), names that are this machine or a metadata service, and names of
  ``nip.io``-style services that spell a private address;
- when a post is sent (``resolve_public``): the name resolved now, every address it
  has checked, and the post sent to the address checked (webhooks.py pins it), so a
  name that answers differently the second time (a DNS rebind) cannot switch it.

Refused: loopback, private, link-local, shared (CGNAT), multicast, reserved and
unspecified addresses of both families, unless ``WEBHOOK_ALLOW_PRIVATE_HOSTS`` is set.
"""

from __future__ import annotations

import asyncio
import ipaddress
import re
import socket
from dataclasses import dataclass
from urllib.parse import SplitResult, urlsplit

import httpx

from app.service.errors import BadRequest
from app.settings import Settings

MAX_URL = 500
RESOLVE_SECONDS = 2.0
IPAddress = ipaddress.IPv4Address | ipaddress.IPv6Address
NAT64 = ipaddress.ip_network("64:ff9b::/96")
IPV4_COMPATIBLE = ipaddress.ip_network("::/96")
INTERNAL_NAMES = frozenset({"localhost", "metadata", "metadata.google.internal", "metadata.goog"})
INTERNAL_SUFFIXES = (".localhost", ".local", ".internal", ".localdomain", ".home.arpa", ".lan")
ADDRESS_IN_NAME = re.compile(
    r"(?:^|[.-])((?:\d{1,3}[.-]){3}\d{1,3}|[0-9a-f]{8})\.(?:nip\.io|sslip\.io|xip\.io)$"
)
"""A wildcard-DNS service's name that spells its address: ``10.0.0.1.nip.io``,
``app-10-0-0-1.sslip.io``, ``0a000001.nip.io`` (hex)."""


@dataclass(frozen=True)
class WebhookPolicy:
    """What the site admin allows (settings): private hosts, plain-http hosts."""

    allow_private: bool
    https_only: bool
    http_hosts: frozenset[str] = frozenset()

    @classmethod
    def of(cls, settings: Settings) -> WebhookPolicy:
        hosts = frozenset(h.strip().lower().rstrip(".") for h in settings.webhook_http_hosts)
        return cls(settings.webhook_allow_private_hosts, settings.is_production, hosts)


class RefusedAddress(Exception):
    """The webhook's host is (or resolves to) an address the server must not post to."""


def check_webhook_url(url: str, policy: WebhookPolicy) -> str:
    """The URL if the server may post to it, else a 400 that says why."""
    url = url.strip()
    parts = _parsed(url)
    host = normal_host(parts.hostname or "")
    if parts.scheme == "http" and policy.https_only and host not in policy.http_hosts:
        raise BadRequest("bad_webhook", "Give a webhook address starting with https://.")
    if not policy.allow_private:
        try:
            refuse_internal_name(host)
        except RefusedAddress as refused:
            raise BadRequest("bad_webhook", str(refused)) from None
    return url


def _parsed(url: str) -> SplitResult:
    """The URL split, if it is http(s) with a host and the HTTP client can send to it."""
    bad = BadRequest("bad_webhook", "That is not a web address the server can post to.")
    if len(url) > MAX_URL or any(ord(c) < 33 or ord(c) == 127 for c in url):
        raise bad
    try:
        parts = urlsplit(url)
        parts.port  # noqa: B018 (raises on a port out of range)
        httpx.Request("POST", url)
        if parts.hostname and literal_address(parts.hostname) is None:
            normal_host(parts.hostname).encode("idna")  # what the resolver is given
    except (ValueError, httpx.InvalidURL, UnicodeError):
        raise bad from None
    if parts.scheme not in ("http", "https") or not parts.hostname:
        raise BadRequest("bad_webhook", "Give a webhook address starting with https://.")
    return parts


def normal_host(host: str) -> str:
    return host.strip().lower().rstrip(".")


def refuse_internal_name(host: str) -> None:
    """Refuse a host that is an internal address in any spelling, or names one."""
    address = literal_address(host)
    if address is not None:
        refuse_address(address)
        return
    if host in INTERNAL_NAMES or host.endswith(INTERNAL_SUFFIXES) or host in own_names():
        raise RefusedAddress("That address is on this server or a private network.")
    spelled = ADDRESS_IN_NAME.search(host)
    if spelled is not None:
        text = spelled.group(1).replace("-", ".")
        if "." not in text:
            text = str(ipaddress.IPv4Address(int(text, 16)))
        found = literal_address(text)
        if found is not None:
            refuse_address(found)


def literal_address(host: str) -> IPAddress | None:
    """``host`` as an IP address in any spelling the C library accepts, else None."""
    try:
        return ipaddress.ip_address(host.strip("[]").split("%")[0])
    except ValueError:
        pass
    try:
        return ipaddress.IPv4Address(socket.inet_aton(host))
    except OSError:
        return None


def own_names() -> frozenset[str]:
    """This machine's own names (they resolve to it)."""
    return frozenset(normal_host(n) for n in (socket.gethostname(), socket.getfqdn()))


def embedded_ipv4(address: IPAddress) -> ipaddress.IPv4Address | None:
    """The IPv4 address an IPv6 one carries (mapped, NAT64, IPv4-compatible, 6to4, Teredo)."""
    if isinstance(address, ipaddress.IPv4Address):
        return None
    if address.ipv4_mapped is not None:
        return address.ipv4_mapped
    if address in NAT64 or (address in IPV4_COMPATIBLE and int(address) > 1):
        return ipaddress.IPv4Address(int(address) & 0xFFFFFFFF)
    if address.sixtofour is not None:
        return address.sixtofour
    return address.teredo[1] if address.teredo is not None else None


def refuse_address(address: IPAddress) -> None:
    """Raise unless ``address`` (and any IPv4 address inside it) is public unicast."""
    inner = embedded_ipv4(address)
    if inner is not None and isinstance(address, ipaddress.IPv6Address):
        refuse_address(inner)
        if address in NAT64 or address.ipv4_mapped is not None:
            return  # the IPv4 address inside decides where it goes
    internal = (
        address.is_loopback or address.is_private or address.is_link_local
        or address.is_multicast or address.is_reserved or address.is_unspecified
        or not address.is_global
    )  # fmt: skip
    if internal:
        raise RefusedAddress("That address is on this server or a private network.")


async def resolve_public(host: str, port: int, policy: WebhookPolicy) -> str:
    """The address to post to: ``host`` resolved now, every answer checked (the first
    one is used). Raises ``RefusedAddress`` for an internal one or a name not found."""
    host = normal_host(host)
    if not policy.allow_private:
        refuse_internal_name(host)
    try:
        addresses = await asyncio.wait_for(lookup(host, port), RESOLVE_SECONDS)
    except (OSError, TimeoutError, UnicodeError, ValueError) as problem:
        found_not = f"The webhook's host was not found ({type(problem).__name__})."
        raise RefusedAddress(found_not) from None
    if not addresses:
        raise RefusedAddress("The webhook's host has no address.")
    if not policy.allow_private:
        for address in addresses:
            refuse_address(address)
    return str(addresses[0])


async def lookup(host: str, port: int) -> list[IPAddress]:
    """Every address ``host`` has now (the system's resolver, as a connect would use)."""
    found = await asyncio.get_running_loop().getaddrinfo(host, port, type=socket.SOCK_STREAM)
    return [ipaddress.ip_address(str(info[4][0]).split("%")[0]) for info in found]
