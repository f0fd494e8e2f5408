"""Browser tests: the static client driven in Debian's Chromium against a real server."""
