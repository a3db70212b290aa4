"""A one-line progress bar on standard error, for runs long enough to wonder about: it appears
after a delay, redraws at most a few times a second, and erases itself at the end."""

from __future__ import annotations

import os
import sys
import time
from typing import TextIO


def wanted(quiet: bool) -> bool:
    """On a terminal only: never when standard error is piped or a CI runner is logging."""
    return not quiet and sys.stderr.isatty() and not os.environ.get("CI")


class Progress:
    def __init__(self, total_bytes: int | None, out: TextIO, delay: float = 2.0) -> None:
        self.total, self.out, self.delay = total_bytes, out, delay
        self.start = self.last = time.monotonic()
        self.shown = False

    def update(self, done_bytes: int, documents: int) -> None:
        now = time.monotonic()
        if now - self.start < self.delay or (self.shown and now - self.last < 0.2):
            return
        self.last, self.shown = now, True
        elapsed = now - self.start
        rate = done_bytes / elapsed if elapsed else 0.0
        stats = f" {_size(done_bytes)}"
        bar = ""
        if self.total:
            fraction = min(done_bytes / self.total, 1.0)
            stats += f" / {_size(self.total)} {fraction:4.0%}"
            if rate and fraction < 1:
                stats += f"  {(self.total - done_bytes) / rate:,.0f} s left"
        stats += f"  {rate / 1e6:,.1f} MB/s  {documents:,} docs"
        import shutil  # only when progress is shown, on a terminal

        width = shutil.get_terminal_size((80, 20)).columns - len(stats) - 14
        if self.total and width >= 10:
            filled = int(width * min(done_bytes / self.total, 1.0))
            bar = " [" + "#" * filled + "." * (width - filled) + "]"
        self.out.write(f"\r\x1b[Kvalidating{bar}{stats}")
        self.out.flush()

    def clear(self) -> None:
        """Erase the bar (the next update draws it again), so a line printed now stands alone."""
        if self.shown:
            self.out.write("\r\x1b[K")
            self.out.flush()
            self.last = 0.0

    close = clear


def _size(n: float) -> str:
    for unit in ("bytes", "KB", "MB", "GB"):
        if n < 1000 or unit == "GB":
            return f"{n:,.0f} {unit}" if unit == "bytes" else f"{n:,.1f} {unit}"
        n /= 1000
    return f"{n:,.1f} GB"
