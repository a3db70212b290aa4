"""A cache of pure, slow steps of generation: files made from inputs that a key names fully
(their bytes, the tool's version, the code that calls it). A hit gives the same files the step
would; a cache that cannot be read or written is only slower, never wrong.

It lives in `$AGENTPROTO_CACHE_DIR` (empty: no cache), else `$XDG_CACHE_HOME/agentproto`, else
`~/.cache/agentproto`, and keeps the `KEEP` newest entries of each kind (`cached`: one entry a
set of files) or the `KEEP_EACH` newest (`cached_each`: one entry a file).

The folder is not trusted: a CI cache restored from another branch, or any process that can
write there, may plant entries. So an entry is data only (text, never code that is run on
reading it), named by the digest of its inputs, and it holds a keyed digest (HMAC-SHA256) of
its kind, its name and its content, made with this machine's key (`machine_key`, kept outside
the cache folder). An entry whose digest does not verify, that is not a plain file, or that is
too large, is a miss: made again and written over. Whoever reads files from an entry also checks
what they are (`cached(..., valid=...)`).

Inside `read_only()` (`generate --check`) nothing is written, and nothing that becomes output
is read either: `--check` compares with files made afresh."""

from __future__ import annotations

import hashlib
import hmac
import json
import os
import pickle
import re
import secrets
import stat
import sys
import tempfile
from collections.abc import Callable, Iterable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

#: Entries kept per kind: enough for a few schema sets and branches, bounded whatever happens.
KEEP = 16
#: Entries kept per kind of `cached_each`: a file each, so room for the files of `KEEP` runs.
KEEP_EACH = 4096
KEEP_EACH_BYTES = 64 * 2**20
#: The largest entry read: larger is not something this cache wrote (a planted `/dev/zero`).
MAX_ENTRY_BYTES = 256 * 2**20

# A process-wide switch, not a context variable: the targets render in threads and forked
# workers, which must all see it.
_writable = [True]


@contextmanager
def read_only() -> Iterator[None]:
    """Within it, the cache is never written, and entries of output (`cached(output=True)`,
    every `cached_each`) are not read: what is compared is made afresh."""
    before = _writable[0]
    _writable[0] = False
    try:
        yield
    finally:
        _writable[0] = before


def cache_dir() -> Path | None:
    chosen = os.environ.get("AGENTPROTO_CACHE_DIR")
    if chosen is not None:
        return Path(chosen) if chosen else None
    base = os.environ.get("XDG_CACHE_HOME") or str(Path.home() / ".cache")
    return Path(base) / "agentproto"


# --- the machine key ------------------------------------------------------------------------------
#
# 32 random bytes in a file only its owner can read, outside the cache folder (a restored cache
# does not bring it along): entries and staging journals carry a digest keyed by it, so only a
# run of agentproto on this machine, as this user, can have written one that verifies.

KEY_BYTES = 32
_key: list[bytes | None] = []


def key_file() -> Path:
    base = os.environ.get("XDG_STATE_HOME") or str(Path.home() / ".local" / "state")
    return Path(base) / "agentproto" / "key"


def machine_key() -> bytes | None:
    """This machine's key (made on first use), or None when it cannot be read or made safely:
    then nothing is cached, and no journal can be proved ours."""
    if not _key:
        _key.append(_load_key(key_file()))
    return _key[0]


def _load_key(path: Path) -> bytes | None:
    for _ in range(2):
        try:
            fd = os.open(path, os.O_RDONLY | os.O_NOFOLLOW)
        except FileNotFoundError:
            _make_key(path)
            continue
        except OSError:
            return None
        try:
            info = os.fstat(fd)
            private = stat.S_IMODE(info.st_mode) & 0o077 == 0
            if not stat.S_ISREG(info.st_mode) or info.st_uid != os.getuid() or not private:
                return None  # a key others could read or have written proves nothing
            data = os.read(fd, KEY_BYTES + 1)
        except OSError:
            return None
        finally:
            os.close(fd)
        return data if len(data) == KEY_BYTES else None
    return None


def _make_key(path: Path) -> None:
    """Write a new key whole, where none is; a run making one at the same time wins or loses
    the `link`, and both read the winner's."""
    temporary = None
    try:
        path.parent.mkdir(parents=True, exist_ok=True, mode=0o700)
        fd, temporary = tempfile.mkstemp(dir=path.parent, prefix=".key-")  # mode 0600
        with os.fdopen(fd, "wb") as handle:
            handle.write(secrets.token_bytes(KEY_BYTES))
        os.link(temporary, path)
    except OSError:
        pass
    finally:
        if temporary is not None:
            Path(temporary).unlink(missing_ok=True)


def sign(purpose: str, name: str, data: bytes) -> str | None:
    """The keyed digest of `data` for `purpose` under `name` (hex), or None without a key."""
    key = machine_key()
    if key is None:
        return None
    mac = hmac.new(key, digestmod=hashlib.sha256)
    for part in (purpose.encode(), name.encode(), data):
        mac.update(len(part).to_bytes(8, "big"))
        mac.update(part)
    return mac.hexdigest()


def verified(purpose: str, name: str, data: bytes, digest: str) -> bool:
    expected = sign(purpose, name, data)
    return expected is not None and hmac.compare_digest(expected, digest)


def key_of(parts: Iterable[bytes]) -> str:
    """A digest of the parts, each length-prefixed so no two lists of parts collide."""
    digest = hashlib.sha256()
    for part in parts:
        digest.update(len(part).to_bytes(8, "big"))
        digest.update(part)
    return digest.hexdigest()


def folder_parts(folder: Path, skip: tuple[str, ...] = ()) -> Iterable[bytes]:
    """Every file under `folder` (but those under a folder named in `skip`), path and bytes, in
    a fixed order."""
    for path in sorted(p for p in folder.rglob("*") if p.is_file()):
        rel = path.relative_to(folder)
        if skip and any(part in skip for part in rel.parts[:-1]):
            continue
        yield rel.as_posix().encode()
        yield path.read_bytes()


#: An entry's name: the digest of its inputs, and `.json` for an entry of `cached`; or one
#: being written (a run killed meanwhile leaves it, so it is pruned as an entry).
ENTRY_NAME = re.compile(r"(?:[a-z0-9_]+-)?[0-9a-f]{64}(?:\.json)?|\.[^/]+\.tmp")


def store(folder: Path, name: str, kind: str, payload: bytes) -> bool:
    """Write the entry `folder/name` (its digest line, then `payload`) whole or not at all,
    whoever reads it meanwhile; False when the cache cannot be written (or must not be:
    `read_only`, or no machine key to sign it with)."""
    if not _writable[0]:
        return False
    digest = sign(f"cache {kind}", name, payload)
    if digest is None:
        return False
    temporary = None
    try:
        folder.mkdir(parents=True, exist_ok=True)
        with tempfile.NamedTemporaryFile(
            "wb", dir=folder, prefix=".", suffix=".tmp", delete=False
        ) as handle:
            temporary = handle.name
            handle.write(digest.encode() + b"\n" + payload)
        os.replace(temporary, folder / name)
    except OSError:
        if temporary is not None:
            Path(temporary).unlink(missing_ok=True)
        return False
    return True


def store_text(folder: Path, name: str, kind: str, text: str) -> bool:
    try:
        payload = text.encode("utf-8")
    except UnicodeEncodeError:  # a lone surrogate: not stored, made again next time
        return False
    return store(folder, name, kind, payload)


def load_entry(folder: Path, name: str, kind: str) -> bytes | None:
    """The payload of the entry `folder/name` when it is a plain file of a sane size whose
    digest verifies (this machine's agentproto wrote it, for this kind and name); else None."""
    try:
        fd = os.open(folder / name, os.O_RDONLY | os.O_NOFOLLOW | os.O_NONBLOCK)
    except OSError:
        return None
    try:
        info = os.fstat(fd)
        if not stat.S_ISREG(info.st_mode) or info.st_size > MAX_ENTRY_BYTES:
            return None
        with os.fdopen(fd, "rb", closefd=False) as handle:
            data = handle.read(MAX_ENTRY_BYTES + 1)
    except OSError:
        return None
    finally:
        os.close(fd)
    digest, newline, payload = data.partition(b"\n")
    if not newline or len(digest) != 64:
        return None
    try:
        ok = verified(f"cache {kind}", name, payload, digest.decode("ascii"))
    except UnicodeDecodeError:
        return None
    return payload if ok else None


def generator_parts() -> list[bytes]:
    """Key parts naming the generator that runs: every file of this package and of its shipped
    templates (read, not trusted to a version number: an editable install changes under it),
    the Python running it, and the distributions installed beside it (Jinja,
    datamodel-code-generator, the metaschemas... by name and version, as their metadata
    folders are named)."""
    from .shipped import templates

    parts = [b"generator 1", sys.version.encode(), sys.executable.encode()]
    for folder in (Path(__file__).parent, templates()):
        parts.append(str(folder.resolve()).encode())
        parts += folder_parts(folder, skip=("__pycache__",))
    for entry in sys.path:
        try:
            names = os.listdir(entry or ".")
        except OSError:
            continue
        parts.append(entry.encode())
        installed = (n for n in names if n.endswith((".dist-info", ".egg-info", ".pth")))
        parts += sorted(n.encode() for n in installed)
    return parts


def cached_each(
    kind: str,
    parts: Iterable[bytes],
    files: dict[str, str],
    make: Callable[[dict[str, str]], dict[str, str]],
) -> dict[str, str]:
    """`make(files)`, for a `make` that maps each file on its own (what it gives for a path is a
    function of the key `parts`, that path and its text alone, as a formatter's output is of
    its version, options and input): each file comes from the cache when `make` was given the
    same path and text before under the same parts; `make` is called once, with the rest, or
    not at all. Entries are files of the folder `kind`, one a file. Under `read_only` no entry
    is read: `make` sees every file."""
    folder = cache_dir()
    if folder is None or not files or not _writable[0] or machine_key() is None:
        return make(files) if files else {}
    shared = key_of(parts).encode()
    keys = {path: key_of([shared, path.encode(), text.encode()]) for path, text in files.items()}
    store_in = folder / kind
    out: dict[str, str] = {}
    for path, key in keys.items():
        payload = load_entry(store_in, key, kind)
        if payload is None:
            continue
        try:
            out[path] = payload.decode("utf-8")
        except UnicodeDecodeError:
            continue
    missing = {path: text for path, text in files.items() if path not in out}
    if missing:
        made = make(missing)
        wrote = [store_text(store_in, keys[path], kind, made[path]) for path in missing]
        if any(wrote):
            prune_each(store_in)
        out.update(made)
    return {path: out[path] for path in files}


def template_code() -> Any:
    """A Jinja bytecode cache over entries of this cache (kind `jinja`, one a template): what
    Jinja compiled a template to is code, which is run, so it is taken only from an entry whose
    keyed digest verifies (as the compiled metaschema is), and not at all under `read_only`.
    The key names everything the compiled code depends on: the template's name, file and
    source (Jinja's bucket key and checksum), the environment's syntax settings and extensions,
    and the Jinja and Python that compiled it."""
    import jinja2

    class Signed(jinja2.BytecodeCache):
        def name(self, bucket: jinja2.bccache.Bucket) -> str:
            env = bucket.environment
            settings = (
                env.block_start_string,
                env.block_end_string,
                env.variable_start_string,
                env.variable_end_string,
                env.comment_start_string,
                env.comment_end_string,
                env.line_statement_prefix,
                env.line_comment_prefix,
                env.trim_blocks,
                env.lstrip_blocks,
                env.newline_sequence,
                env.keep_trailing_newline,
                env.optimized,
                env.autoescape,
                env.is_async,
                sorted(env.extensions),
            )
            return key_of(
                [
                    b"jinja 1",
                    sys.version.encode(),
                    jinja2.__version__.encode(),
                    repr(settings).encode(),
                    bucket.key.encode(),
                    bucket.checksum.encode(),
                ]
            )

        def load_bytecode(self, bucket: jinja2.bccache.Bucket) -> None:
            folder = cache_dir()
            if folder is None or not _writable[0] or machine_key() is None:
                return
            payload = load_entry(folder / "jinja", self.name(bucket), "jinja")
            if payload is not None:
                bucket.bytecode_from_string(payload)  # Jinja checks its own header again

        def dump_bytecode(self, bucket: jinja2.bccache.Bucket) -> None:
            folder = cache_dir()
            if folder is None or bucket.code is None:
                return
            if store(folder / "jinja", self.name(bucket), "jinja", bucket.bytecode_to_string()):
                prune_each(folder / "jinja")

    return Signed()


def _entries(folder: Path, pattern: str = "*") -> list[tuple[float, int, Path]]:
    """(written, size, path) of each entry in `folder` named like one: anything else there (a
    sub-folder, a link, a file of someone else's) is neither counted nor removed."""
    found = []
    try:
        candidates = list(folder.glob(pattern))
    except OSError:
        return []
    for entry in candidates:
        if not ENTRY_NAME.fullmatch(entry.name):
            continue
        try:
            info = entry.lstat()
        except OSError:
            continue  # removed meanwhile by another run
        if stat.S_ISREG(info.st_mode):
            found.append((info.st_mtime, info.st_size, entry))
    return found


def _remove(entry: Path) -> None:
    try:
        entry.unlink(missing_ok=True)
    except OSError:
        pass  # removed, or made unremovable, by someone else: only space is lost


def prune_each(folder: Path) -> None:
    """Remove all but the most recently written entries of a `cached_each` kind: at most
    `KEEP_EACH` of them, `KEEP_EACH_BYTES` in all (a generated module can weigh a megabyte)."""
    total = 0
    for n, (_, size, entry) in enumerate(sorted(_entries(folder), reverse=True)):
        total += size
        if n >= KEEP_EACH or total > KEEP_EACH_BYTES:
            _remove(entry)


def executable_parts(path: str) -> list[bytes]:
    """Part of a key naming an executable: its real path, size and modification time, so a
    reinstall (another version, or the same one) is a miss, never a stale hit."""
    real = os.path.realpath(path)
    try:
        info = os.stat(real)
    except OSError:
        return [real.encode()]
    return [real.encode(), str(info.st_size).encode(), str(info.st_mtime_ns).encode()]


def usable(output: bool = True) -> bool:
    """Whether `cached` reads and writes entries at all now (an entry of output is not read
    under `read_only`)."""
    return cache_dir() is not None and (_writable[0] or not output) and machine_key() is not None


def stored(kind: str, parts: Iterable[bytes], output: bool = True) -> bool:
    """Whether `cached(kind, parts, ...)` would look for an entry and find one (it may still
    not verify)."""
    folder = cache_dir()
    return (
        folder is not None
        and usable(output)
        and (folder / f"{kind}-{key_of(parts)}.json").is_file()
    )


def cached(
    kind: str,
    parts: Iterable[bytes],
    make: Callable[[], dict[str, str]],
    keep: int = KEEP,
    valid: Callable[[dict[str, str]], bool] | None = None,
    output: bool = True,
) -> dict[str, str]:
    """`make()`, or what it gave before for the same `kind` and key parts, when the entry
    verifies and `valid` (if given) accepts its files; the `keep` newest entries of `kind`
    stay. `output`: the files become generated output, so `read_only` does not read them."""
    folder = cache_dir()
    if folder is None or not usable(output):
        return make()
    name = f"{kind}-{key_of(parts)}.json"
    payload = load_entry(folder, name, kind)
    if payload is not None:
        try:
            loaded = json.loads(payload)
        except ValueError:
            loaded = None
        if (
            isinstance(loaded, dict)
            and all(isinstance(v, str) for v in loaded.values())
            and (valid is None or valid(loaded))
        ):
            return loaded
    files = make()
    if store_text(folder, name, kind, json.dumps(files)):
        prune(folder, kind, keep)
    return files


def prune(folder: Path, kind: str, keep: int = KEEP) -> None:
    """Remove all but the `keep` most recently written entries of `kind`."""
    entries = [(written, entry) for written, _, entry in _entries(folder, f"{kind}-*.json")]
    for _, stale in sorted(entries, reverse=True)[keep:]:
        _remove(stale)


# --- replayed objects -----------------------------------------------------------------------------
#
# A renderer object (a checks writer) costs most of a target's time, and its answers rarely
# change between two runs: a description edit leaves the check IR, and so every call made on
# the writer, as it was. The object is a deterministic machine: what it answers is a function of
# the generator's code, its constructor's arguments and the calls made on it before, in order,
# with theirs. So each answer is keyed by exactly that chain, every argument pickled by one
# pickler for the whole chain (an argument that is the very object an earlier one held pickles
# as a reference to it, so the identities a writer may key on are in the key too). While every
# step is found, no object is made at all; at the first step not found, the object is made and
# the steps so far are done on it again, and it answers live from then on.


def generator_digest() -> bytes:
    """`generator_parts` as one digest, made once a process: the code that runs is what was
    imported when the process started, whatever changes on disk meanwhile."""
    if not _generator_digest:
        _generator_digest.append(key_of(generator_parts()).encode())
    return _generator_digest[0]


_generator_digest: list[bytes] = []

#: Replay logs kept per kind: a few schema sets and branches.
REPLAY_KEEP = 16
#: Steps answered from a log (`found`) and by the object (`live`) in this process: what a
#: test reads to know that the log was used at all.
replay_counts = {"found": 0, "live": 0}


class _Opaque:
    """A value the log cannot hold as data (an object, a function)."""


_OPAQUE = _Opaque()


def _encode(value: Any) -> Any:
    """`value` as JSON data that `_decode` makes an equal value of, type for type, or `_OPAQUE`."""
    if value is None:
        return ["n"]
    if isinstance(value, bool):
        return ["b", value]
    if type(value) is int:
        return ["i", str(value)]  # any size: JSON readers may round
    if type(value) is str:
        return ["s", value]
    if type(value) in (set, frozenset) and all(type(item) is str for item in value):
        # sorted: the order a set of strings iterates in changes with each process's hash
        # seed, so no caller whose output is reproducible depends on it
        return ["S" if type(value) is set else "F", sorted(value)]
    if type(value) in (list, tuple):
        items = [_encode(item) for item in value]
        if any(item is _OPAQUE for item in items):
            return _OPAQUE
        return ["l" if type(value) is list else "t", items]
    if type(value) is dict and all(type(k) is str for k in value):
        pairs = [[k, _encode(v)] for k, v in value.items()]
        if any(v is _OPAQUE for _, v in pairs):
            return _OPAQUE
        return ["d", pairs]
    return _OPAQUE


def _decode(data: Any) -> Any:
    tag = data[0]
    if tag == "n":
        return None
    if tag == "b":
        return bool(data[1])
    if tag == "i":
        return int(data[1])
    if tag == "s":
        return data[1]
    if tag == "l":
        return [_decode(item) for item in data[1]]
    if tag == "t":
        return tuple(_decode(item) for item in data[1])
    if tag == "S":
        return {str(item) for item in data[1]}
    if tag == "F":
        return frozenset(str(item) for item in data[1])
    if tag == "d":
        return {k: _decode(v) for k, v in data[1]}
    raise ValueError(f"not a value of the replay log: {tag!r}")


class _DigestSink:
    """Where the chain's pickler writes: only a digest of each step's bytes is kept."""

    def __init__(self) -> None:
        self.digest = hashlib.sha256()

    def write(self, data: bytes) -> int:
        self.digest.update(data)
        return len(data)


class _Replay:
    def __init__(self, kind: str, cls: type, args: tuple[Any, ...], kwargs: dict[str, Any]):
        self.kind, self.cls, self.args, self.kwargs = kind, cls, args, kwargs
        self.real: Any = None
        self.done: list[tuple[str, str, tuple[Any, ...], dict[str, Any]]] = []
        self.log: list[list[Any]] = []  # [step key, encoded answer] of this run, in order
        self.known: dict[str, Any] = {}
        self.folder = cache_dir()
        # recording: the chain's keys are made and answers logged; live: the object answers
        self.recording = self.folder is not None and _writable[0] and machine_key() is not None
        self.live = not self.recording
        self.found_all = True
        self.sink = _DigestSink()
        self.pickler = pickle.Pickler(self.sink, protocol=5)
        self.key = ""
        if self.live:
            self.real = cls(*args, **kwargs)
        else:
            origin = (cls.__module__, cls.__qualname__, args, kwargs)
            first = self._digest(origin)
            if first is None:
                return
            self.key = key_of([b"replay 1", kind.encode(), generator_digest(), first])
            self.name = f"{kind}-{self.key}.json"
            payload = load_entry(self.folder, self.name, kind)  # type: ignore[arg-type]
            self.known = _read_log(payload)

    def _digest(self, value: Any) -> bytes | None:
        """The digest of `value` pickled on the chain's pickler; None (and the chain ends:
        nothing more is logged, the object answers) when it does not pickle."""
        self.sink.digest = hashlib.sha256()
        try:
            self.pickler.dump(value)
        except Exception:  # noqa: BLE001 - anything unpicklable: answered live, never keyed
            self._stop()
            return None
        return self.sink.digest.digest()

    def _stop(self) -> None:
        self.recording = False
        self._go_live()

    def _go_live(self) -> None:
        if self.live:
            return
        self.live = True
        self.found_all = False
        self.real = self.cls(*self.args, **self.kwargs)
        for op, name, args, kwargs in self.done:  # the steps whose answers the log gave
            _perform(self.real, op, name, args, kwargs)

    def step(self, op: str, name: str, args: tuple[Any, ...], kwargs: dict[str, Any]) -> Any:
        if self.recording:
            digest = self._digest((op, name, args, kwargs))
            if digest is not None:
                self.key = key_of([self.key.encode(), digest])
                if not self.live and self.key in self.known:
                    try:
                        answer = _decode(self.known[self.key])
                    except (ValueError, TypeError, IndexError, KeyError):
                        answer = _OPAQUE
                    if answer is not _OPAQUE:
                        replay_counts["found"] += 1
                        self.done.append((op, name, args, kwargs))
                        self.log.append([self.key, self.known[self.key]])
                        return answer
                self._go_live()
        replay_counts["live"] += 1
        try:
            value = _perform(self.real, op, name, args, kwargs)
        except BaseException:
            self.recording = False
            raise
        encoded = _encode(value)
        if encoded is _OPAQUE:
            # the caller holds what the object holds: it may change it, which no key sees
            self.recording = False
            return value
        if self.recording:
            self.log.append([self.key, encoded])
        # a copy, as a logged answer is, with or without a cache: never the object's own
        return _decode(encoded)

    def finish(self) -> None:
        if self.folder is None or not self.key or self.found_all or not self.log:
            return
        if store_text(self.folder, self.name, self.kind, json.dumps(self.log)):
            prune(self.folder, self.kind, REPLAY_KEEP)


def _read_log(payload: bytes | None) -> dict[str, Any]:
    if payload is None:
        return {}
    try:
        loaded = json.loads(payload)
    except ValueError:
        return {}
    if not isinstance(loaded, list):
        return {}
    return {
        step[0]: step[1]
        for step in loaded
        if isinstance(step, list) and len(step) == 2 and isinstance(step[0], str)
    }


def _perform(real: Any, op: str, name: str, args: tuple[Any, ...], kwargs: dict[str, Any]) -> Any:
    if op == "call":
        return getattr(real, name)(*args, **kwargs)
    if op == "get":
        return getattr(real, name)
    setattr(real, name, args[0])
    return None


class Replayed:
    """`cls(*args, **kwargs)`, answering from the replay log of `kind` where this chain of calls
    was made before (see above). Every use of the object goes through it: a method call, an
    attribute read or write is a step of the chain. What it answers is a copy (a list read is
    not the object's list), so nothing outside can change the object but by its steps. The
    contract, for `cls`: its answers depend on its code, its arguments and its steps alone, and
    no argument given it is changed afterwards (the IR is frozen). `replay_done` stores the
    log once the object has given what it will."""

    def __init__(self, kind: str, cls: type, *args: Any, **kwargs: Any) -> None:
        object.__setattr__(self, "_replay", _Replay(kind, cls, args, kwargs))

    def __getattr__(self, name: str) -> Any:
        replay: _Replay = object.__getattribute__(self, "_replay")
        if callable(getattr(replay.cls, name, None)):
            return lambda *args, **kwargs: replay.step("call", name, args, kwargs)
        return replay.step("get", name, (), {})

    def __setattr__(self, name: str, value: Any) -> None:
        object.__getattribute__(self, "_replay").step("set", name, (value,), {})


def replay_done(replayed: Any) -> None:
    """Stores the log of a `Replayed` that answered live (nothing when every answer was found,
    or when `replayed` is the object itself)."""
    if isinstance(replayed, Replayed):
        object.__getattribute__(replayed, "_replay").finish()


#: Answers of `memo` kept per kind.
MEMO_KEEP = 64


def memo(kind: str, function: Callable[..., Any], *args: Any) -> Any:
    """`function(*args)`, for a module-level `function` whose answer is a function of its code
    and its arguments alone (an escaper of a long text): from the entry of `kind` keyed by the
    generator's code and the pickled arguments, when one verifies; made and stored otherwise.
    An answer that is not data (`_encode`) is never stored."""
    folder = cache_dir()
    if folder is None or not _writable[0] or machine_key() is None:
        return function(*args)
    try:
        data = pickle.dumps((function.__module__, function.__qualname__, args), protocol=5)
    except Exception:  # noqa: BLE001 - anything unpicklable is made, never keyed
        return function(*args)
    name = f"{kind}-{key_of([b'memo 1', generator_digest(), data])}.json"
    payload = load_entry(folder, name, kind)
    if payload is not None:
        try:
            return _decode(json.loads(payload))
        except (ValueError, TypeError, IndexError, KeyError):
            pass
    value = function(*args)
    encoded = _encode(value)
    if encoded is not _OPAQUE and store_text(folder, name, kind, json.dumps(encoded)):
        prune(folder, kind, MEMO_KEEP)
    return value
