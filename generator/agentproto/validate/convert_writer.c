/* The compiled writer of `agentproto convert`: a canonical value (a tree of dicts, lists and
 * JSON scalars, already validated) written as one line of a dialect's JSON text in one pass,
 * following a compact form of the dialect's plan (made by agentproto/validate/native.py from
 * the plan the Python engine runs), into the lines it holds until they are written out.
 *
 * It gives exactly the bytes the Python path gives (the engine's specialised writer, then
 * msgspec's encoder): keys renamed, values looked up in their tables, moved properties put
 * into their container, what the dialect adds written last, numbers in msgspec's shortest
 * form, strings escaped as msgspec escapes them. Whatever it has no step for (a hook, a codec,
 * a tag no arm names, a key written twice, NaN or an infinity, a lone surrogate, a type JSON
 * has no spelling for, nesting deeper than MAX_DEPTH) makes it give up on the whole document:
 * it writes nothing and answers False, and the Python path converts it (and says why, when
 * there is a problem). One interpreter for every dialect: the plan is data, so this file does
 * not change when a dialect does, and is compiled once per Python. */

#define PY_SSIZE_T_CLEAN
#include <Python.h>
#include <math.h>
#include <stdint.h>
#include <string.h>

/* deeper documents are left to the Python path, which says what it says today */
#define MAX_DEPTH 400
/* a record writes at most this many keys when it must check them for one written twice */
#define MAX_KEYS 128

/* how a value is written: SAME (as it is), a shape of the plan (>= 0) */
#define SAME (-1)
#define GIVE_UP (-2)

enum { K_RECORD = 1, K_UNION = 2, K_LIST = 3, K_ALT = 4, K_VALUES = 5, K_GIVE_UP = 6 };
/* a record property's step: how its value is written */
enum { H_VALUE = 1, H_TABLE = 2, H_PREFIX = 3, H_MOVE = 4, H_GIVE_UP = 5 };

typedef struct {
    char *data;
    Py_ssize_t len, cap;
} Out;

typedef struct {
    PyObject_HEAD
    PyObject *shapes; /* tuple of the compact shapes (see native.py) */
    PyObject *nulls_key; /* the canonical property noting the dialect's nulls */
    PyObject *assumed_key; /* the canonical property naming the defaults reading filled in */
    Out out;
} Writer;

static int grow(Out *o, Py_ssize_t more) {
    if (o->len + more <= o->cap) return 0;
    Py_ssize_t cap = o->cap ? o->cap : 4096;
    while (cap < o->len + more) cap *= 2;
    char *data = PyMem_Realloc(o->data, (size_t)cap);
    if (data == NULL) {
        PyErr_NoMemory();
        return -1;
    }
    o->data = data;
    o->cap = cap;
    return 0;
}

static inline int put(Out *o, const char *s, Py_ssize_t n) {
    if (grow(o, n) < 0) return -1;
    memcpy(o->data + o->len, s, (size_t)n);
    o->len += n;
    return 0;
}

static inline int put_char(Out *o, char c) {
    if (grow(o, 1) < 0) return -1;
    o->data[o->len++] = c;
    return 0;
}

/* the result of a writing step: written, gave up (nothing to report: the Python path runs), or
 * a Python error (memory) */
#define OK 0
#define NO 1
#define ERR (-1)

/* characters a JSON string escapes, as msgspec does: quote, backslash, controls; the rest of
 * UTF-8 as it is */
static unsigned char escaped[256];

/* whether any of the 8 bytes of `word` is a control character, a quote or a backslash (may say
 * so of a word that has none: only a hint to look at its bytes one by one) */
static inline int needs_escape(uint64_t word) {
    const uint64_t ones = 0x0101010101010101ULL, highs = 0x8080808080808080ULL;
    uint64_t quote = word ^ (ones * '"'), slash = word ^ (ones * '\\');
    uint64_t found = ((word - ones * 0x20) & ~word) | ((quote - ones) & ~quote) |
                     ((slash - ones) & ~slash);
    return (found & highs) != 0;
}

static int put_escape(Out *o, unsigned char c) {
    char esc[6] = {'\\', 0, 0, 0, 0, 0};
    Py_ssize_t len = 2;
    switch (c) {
    case '"': esc[1] = '"'; break;
    case '\\': esc[1] = '\\'; break;
    case '\b': esc[1] = 'b'; break;
    case '\f': esc[1] = 'f'; break;
    case '\n': esc[1] = 'n'; break;
    case '\r': esc[1] = 'r'; break;
    case '\t': esc[1] = 't'; break;
    default: {
        static const char hex[] = "0123456789abcdef";
        esc[1] = 'u';
        esc[2] = '0';
        esc[3] = '0';
        esc[4] = hex[c >> 4];
        esc[5] = hex[c & 15];
        len = 6;
    }
    }
    return put(o, esc, len);
}

static int put_string(Out *o, PyObject *s) {
    Py_ssize_t n;
    const char *p;
    if (PyUnicode_IS_COMPACT_ASCII(s)) { /* its bytes are its UTF-8 */
        p = (const char *)PyUnicode_DATA(s);
        n = PyUnicode_GET_LENGTH(s);
    } else {
        p = PyUnicode_AsUTF8AndSize(s, &n);
        if (p == NULL) {
            if (PyErr_ExceptionMatches(PyExc_UnicodeEncodeError)) {
                PyErr_Clear(); /* a lone surrogate: the Python path writes it escaped */
                return NO;
            }
            return ERR;
        }
    }
    if (grow(o, n + 2) < 0) return ERR;
    o->data[o->len++] = '"';
    Py_ssize_t start = 0, i = 0;
    while (i < n) {
        if (i + 8 <= n) {
            uint64_t word;
            memcpy(&word, p + i, 8);
            if (!needs_escape(word)) {
                i += 8;
                continue;
            }
        }
        Py_ssize_t end = i + 8 < n ? i + 8 : n;
        for (; i < end; i++) {
            unsigned char c = (unsigned char)p[i];
            if (!escaped[c]) continue;
            if (put(o, p + start, i - start) < 0 || put_escape(o, c) < 0) return ERR;
            start = i + 1;
        }
    }
    if (put(o, p + start, n - start) < 0) return ERR;
    return put_char(o, '"') < 0 ? ERR : OK;
}

/* a float as msgspec writes it: the shortest digits that read back as the same double (the
 * digits of Python's repr), fixed notation for a decimal exponent from -5 to 15 (always with a
 * fraction: `1.0`), else `d.ddde<exponent>` with no `+` and no leading zeros (`1e16`,
 * `2.5e-7`). NaN and the infinities are not JSON: refused. */
static int put_float(Out *o, double x) {
    if (!isfinite(x)) return NO;
    int exponent, sign = 0;
    char *digits = PyOS_double_to_string(x, 'r', 0, Py_DTSF_ADD_DOT_0, NULL);
    if (digits == NULL) return ERR;
    /* parse Python's repr into sign, digits and the decimal exponent of the first digit */
    char d[32] = {0};
    int nd = 0, point = -1, seen = 0;
    const char *q = digits;
    if (*q == '-') {
        sign = 1;
        q++;
    }
    for (; *q && *q != 'e'; q++) {
        if (*q == '.') {
            point = seen;
            continue;
        }
        if (nd < 31) d[nd++] = *q;
        seen++;
    }
    if (point < 0) point = seen;
    int e10 = 0;
    if (*q == 'e') e10 = atoi(q + 1);
    PyMem_Free(digits);
    /* strip leading zeros (0.00123) and trailing zeros (100.0) */
    int lead = 0;
    while (lead < nd - 1 && d[lead] == '0') lead++;
    exponent = point - lead - 1 + e10;
    int first = lead, last = nd;
    while (last - 1 > first && d[last - 1] == '0') last--;
    int k = last - first; /* significant digits */
    if (d[first] == '0') exponent = 0; /* zero */
    char buf[64];
    int n = 0;
    if (sign) buf[n++] = '-';
    if (exponent >= -5 && exponent < 16) {
        if (exponent < 0) {
            buf[n++] = '0';
            buf[n++] = '.';
            for (int i = 0; i < -exponent - 1; i++) buf[n++] = '0';
            for (int i = first; i < last; i++) buf[n++] = d[i];
        } else {
            for (int i = 0; i <= exponent; i++) buf[n++] = i < k ? d[first + i] : '0';
            buf[n++] = '.';
            if (k > exponent + 1) {
                for (int i = exponent + 1; i < k; i++) buf[n++] = d[first + i];
            } else {
                buf[n++] = '0';
            }
        }
    } else {
        buf[n++] = d[first];
        if (k > 1) {
            buf[n++] = '.';
            for (int i = first + 1; i < last; i++) buf[n++] = d[i];
        }
        n += snprintf(buf + n, sizeof buf - (size_t)n, "e%d", exponent);
    }
    return put(o, buf, n) < 0 ? ERR : OK;
}

static int put_int(Out *o, PyObject *v) {
    int overflow = 0;
    long long x = PyLong_AsLongLongAndOverflow(v, &overflow);
    if (x == -1 && PyErr_Occurred()) return ERR;
    unsigned long long u;
    int negative = 0;
    if (!overflow) {
        negative = x < 0;
        u = negative ? 0ULL - (unsigned long long)x : (unsigned long long)x;
    } else {
        u = PyLong_AsUnsignedLongLong(v);
        if (u == (unsigned long long)-1 && PyErr_Occurred()) {
            PyErr_Clear(); /* past 64 bits: the Python path */
            return NO;
        }
    }
    char buf[24];
    int at = 24;
    do {
        buf[--at] = (char)('0' + u % 10);
        u /= 10;
    } while (u);
    if (negative) buf[--at] = '-';
    return put(o, buf + at, 24 - at) < 0 ? ERR : OK;
}

static int write_shape(Writer *w, Py_ssize_t shape, PyObject *v, int depth);

/* whether two strings are equal (both exact str: a key, a name of the plan) */
static inline int same_str(PyObject *a, PyObject *b) {
    if (a == b) return 1;
    Py_ssize_t n = PyUnicode_GET_LENGTH(a);
    if (n != PyUnicode_GET_LENGTH(b) || PyUnicode_KIND(a) != PyUnicode_KIND(b)) return 0;
    return memcmp(PyUnicode_DATA(a), PyUnicode_DATA(b), (size_t)n * PyUnicode_KIND(a)) == 0;
}
typedef struct Moved Moved;
static int write_record_with(Writer *w, PyObject *spec, PyObject *v, Moved *extras, int n_extras,
                             int depth);

/* a JSON value as it is */
static int write_same(Writer *w, PyObject *v, int depth) {
    Out *o = &w->out;
    PyTypeObject *t = Py_TYPE(v);
    if (t == &PyUnicode_Type) return put_string(o, v);
    if (t == &PyLong_Type) return put_int(o, v);
    if (t == &PyFloat_Type) return put_float(o, PyFloat_AS_DOUBLE(v));
    if (v == Py_True) return put(o, "true", 4) < 0 ? ERR : OK;
    if (v == Py_False) return put(o, "false", 5) < 0 ? ERR : OK;
    if (v == Py_None) return put(o, "null", 4) < 0 ? ERR : OK;
    if (depth > MAX_DEPTH) return NO;
    if (t == &PyDict_Type) {
        if (put_char(o, '{') < 0) return ERR;
        Py_ssize_t pos = 0;
        PyObject *key, *item;
        int first = 1;
        while (PyDict_Next(v, &pos, &key, &item)) {
            if (Py_TYPE(key) != &PyUnicode_Type) return NO;
            if (!first && put_char(o, ',') < 0) return ERR;
            first = 0;
            int r = put_string(o, key);
            if (r != OK) return r;
            if (put_char(o, ':') < 0) return ERR;
            r = write_same(w, item, depth + 1);
            if (r != OK) return r;
        }
        return put_char(o, '}') < 0 ? ERR : OK;
    }
    if (t == &PyList_Type) {
        if (put_char(o, '[') < 0) return ERR;
        for (Py_ssize_t i = 0; i < PyList_GET_SIZE(v); i++) {
            if (i && put_char(o, ',') < 0) return ERR;
            int r = write_same(w, PyList_GET_ITEM(v, i), depth + 1);
            if (r != OK) return r;
        }
        return put_char(o, ']') < 0 ? ERR : OK;
    }
    return NO; /* not a JSON value: the Python path says what msgspec says */
}

static int write_as(Writer *w, Py_ssize_t shape, PyObject *v, int depth) {
    return shape == SAME ? write_same(w, v, depth) : write_shape(w, shape, v, depth);
}

/* a value's entry in a lookup table keyed by JSON scalars: only strings are looked up here (a
 * table with other keys is `simple` False, and a value not a string gives up on it) */
static int lookup(PyObject *table, int simple, PyObject *v, PyObject **hit) {
    *hit = NULL;
    PyTypeObject *t = Py_TYPE(v);
    if (t == &PyDict_Type || t == &PyList_Type) return OK; /* not hashable: kept */
    if (t != &PyUnicode_Type) return simple ? OK : NO;
    *hit = PyDict_GetItemWithError(table, v);
    if (*hit == NULL && PyErr_Occurred()) return ERR;
    return OK;
}

/* the keys a record has written, to find one written twice (which the Python path writes once,
 * in the first one's place: left to it) */
typedef struct {
    PyObject *keys[MAX_KEYS];
    int n;
} Seen;

static int seen_add(Seen *s, PyObject *key) {
    if (s == NULL) return OK;
    for (int i = 0; i < s->n; i++) {
        if (same_str(s->keys[i], key)) return NO;
    }
    if (s->n == MAX_KEYS) return NO;
    s->keys[s->n++] = key;
    return OK;
}

/* `"key":` before a value, the comma before all but the first */
static int put_key(Out *o, PyObject *key, PyObject *spelled, int *first) {
    if (!*first && put_char(o, ',') < 0) return ERR;
    *first = 0;
    if (spelled != NULL) { /* the key's text, made once by the plan */
        return put(o, PyBytes_AS_STRING(spelled), PyBytes_GET_SIZE(spelled)) < 0 ? ERR : OK;
    }
    int r = put_string(o, key);
    if (r != OK) return r;
    return put_char(o, ':') < 0 ? ERR : OK;
}

/* the moved properties a container takes, written after its own: (moved key, its text, value,
 * how) each */
struct Moved {
    PyObject *key, *spelled, *value, *how;
};

static int write_how(Writer *w, PyObject *how, PyObject *v, int depth);

static int write_extras(Writer *w, Moved *extras, int n, Seen *seen, int *first, int depth) {
    for (int i = 0; i < n; i++) {
        int r = seen_add(seen, extras[i].key);
        if (r != OK) return r;
        r = put_key(&w->out, extras[i].key, extras[i].spelled, first);
        if (r != OK) return r;
        r = write_how(w, extras[i].how, extras[i].value, depth + 1);
        if (r != OK) return r;
    }
    return OK;
}

/* a container of moved properties written as it is (a dict), the moved ones after */
static int write_container(Writer *w, PyObject *how, PyObject *v, Moved *extras, int n,
                           int depth) {
    Py_ssize_t shape = PyLong_AsSsize_t(PyTuple_GET_ITEM(how, 1));
    if (depth > MAX_DEPTH || Py_TYPE(v) != &PyDict_Type) return NO;
    Out *o = &w->out;
    if (shape != SAME) {
        PyObject *spec = PyTuple_GET_ITEM(w->shapes, shape);
        if (PyLong_AsLong(PyTuple_GET_ITEM(spec, 0)) != K_RECORD) return NO;
        return write_record_with(w, spec, v, extras, n, depth);
    }
    Seen seen = {.n = 0};
    if (put_char(o, '{') < 0) return ERR;
    Py_ssize_t pos = 0;
    PyObject *key, *item;
    int first = 1;
    while (PyDict_Next(v, &pos, &key, &item)) {
        if (Py_TYPE(key) != &PyUnicode_Type) return NO;
        int r = seen_add(&seen, key);
        if (r != OK) return r;
        r = put_key(o, key, NULL, &first);
        if (r != OK) return r;
        r = write_same(w, item, depth + 1);
        if (r != OK) return r;
    }
    int r = write_extras(w, extras, n, &seen, &first, depth);
    if (r != OK) return r;
    return put_char(o, '}') < 0 ? ERR : OK;
}

/* a property's value by its step's `how`: (H_VALUE, shape), (H_TABLE, table, simple, shape),
 * (H_PREFIX, prefix); H_GIVE_UP and H_MOVE are the record's to handle */
static int write_how(Writer *w, PyObject *how, PyObject *v, int depth) {
    long kind = PyLong_AsLong(PyTuple_GET_ITEM(how, 0));
    if (kind == H_VALUE) return write_as(w, PyLong_AsSsize_t(PyTuple_GET_ITEM(how, 1)), v, depth);
    if (kind == H_TABLE) {
        PyObject *hit;
        int r = lookup(PyTuple_GET_ITEM(how, 1), PyTuple_GET_ITEM(how, 2) == Py_True, v, &hit);
        if (r != OK) return r;
        if (hit != NULL) return write_same(w, hit, depth);
        return write_as(w, PyLong_AsSsize_t(PyTuple_GET_ITEM(how, 3)), v, depth);
    }
    if (kind == H_PREFIX) {
        /* the prefix taken off a string, or off each string of a list */
        PyObject *prefix = PyTuple_GET_ITEM(how, 1);
        if (Py_TYPE(v) == &PyUnicode_Type) {
            Py_ssize_t at = PyUnicode_Tailmatch(v, prefix, 0, PY_SSIZE_T_MAX, -1);
            if (at < 0) return ERR;
            if (!at) return put_string(&w->out, v);
            PyObject *rest = PyUnicode_Substring(v, PyUnicode_GET_LENGTH(prefix),
                                                 PyUnicode_GET_LENGTH(v));
            if (rest == NULL) return ERR;
            int r = put_string(&w->out, rest);
            Py_DECREF(rest);
            return r;
        }
        if (Py_TYPE(v) == &PyList_Type) {
            if (put_char(&w->out, '[') < 0) return ERR;
            for (Py_ssize_t i = 0; i < PyList_GET_SIZE(v); i++) {
                if (i && put_char(&w->out, ',') < 0) return ERR;
                PyObject *item = PyList_GET_ITEM(v, i);
                int r = Py_TYPE(item) == &PyUnicode_Type ? write_how(w, how, item, depth + 1)
                                                         : write_same(w, item, depth + 1);
                if (r != OK) return r;
            }
            return put_char(&w->out, ']') < 0 ? ERR : OK;
        }
        return write_same(w, v, depth);
    }
    return NO;
}

/* whether a key is an array index as JavaScript reads one ("0", "1588", below 2**32 - 1), which
 * the rules going by a property's place do not count (the engine's `_index_key`) */
static int index_key(PyObject *key) {
    if (!PyUnicode_IS_COMPACT_ASCII(key)) return 0;
    Py_ssize_t n = PyUnicode_GET_LENGTH(key);
    const char *p = (const char *)PyUnicode_DATA(key);
    if (n < 1 || n > 10 || (n > 1 && p[0] == '0')) return 0;
    unsigned long long x = 0;
    for (Py_ssize_t i = 0; i < n; i++) {
        if (p[i] < '0' || p[i] > '9') return 0;
        x = x * 10 + (unsigned long long)(p[i] - '0');
    }
    return x < 4294967295ULL;
}

/* JSON equality of a value and a scalar default (the engine's `same`): numbers by value, but
 * `true` is not `1` */
static int same_scalar(PyObject *a, PyObject *b) {
    if (b == Py_None || PyBool_Check(b)) return a == b;
    if (PyUnicode_CheckExact(b)) {
        return PyUnicode_CheckExact(a) && same_str(a, b);
    }
    if (PyBool_Check(a) || !(PyLong_CheckExact(a) || PyFloat_CheckExact(a))) return 0;
    return PyObject_RichCompareBool(a, b, Py_EQ);
}

/* the keys at the end of a value that reading filled in with their defaults (the engine's
 * `_filled_in`): the trailing run of keys holding their defaults in declared order, array
 * indexes aside. Marks them in `skip` (by the value's own key objects); NO when the value
 * has more keys than are looked at here. */
static int filled_in(PyObject *defaults, PyObject *v, PyObject **skip, int *n_skip) {
    PyObject *keys[MAX_KEYS];
    int n = 0;
    Py_ssize_t pos = 0;
    PyObject *key, *item;
    *n_skip = 0;
    while (PyDict_Next(v, &pos, &key, &item)) {
        if (n == MAX_KEYS) return NO;
        keys[n++] = key;
    }
    Py_ssize_t last = PyTuple_GET_SIZE(defaults);
    for (int i = n - 1; i >= 0; i--) {
        key = keys[i];
        if (Py_TYPE(key) != &PyUnicode_Type) return NO;
        if (index_key(key)) continue;
        Py_ssize_t at = -1;
        for (Py_ssize_t d = 0; d < PyTuple_GET_SIZE(defaults); d++) {
            if (same_str(PyTuple_GET_ITEM(PyTuple_GET_ITEM(defaults, d), 0), key)) {
                at = d;
                break;
            }
        }
        if (at < 0 || at >= last) break;
        item = PyDict_GetItemWithError(v, key);
        if (item == NULL) return PyErr_Occurred() ? ERR : NO;
        int same = same_scalar(item, PyTuple_GET_ITEM(PyTuple_GET_ITEM(defaults, at), 1));
        if (same < 0) return ERR;
        if (!same) break;
        last = at;
        skip[(*n_skip)++] = key;
    }
    return OK;
}

/* a record: (K_RECORD, steps, unknown, added, containers, check, nulls, moved_from).
 * steps: canonical name -> (dialect name, its text, how); unknown: the property whose
 * properties are written in its place (or None); added: ((dialect name, text, value), ...)
 * written last; containers: ((dialect name, ((canonical, moved name, text, how), ...)), ...),
 * the moves, one level down; check: whether keys may be written twice; nulls: whether the
 * dialect's nulls may be noted; moved_from: the dialect names of the containers (a kept
 * unknown property holding one is left to the Python path); defaults: ((canonical name, scalar),
 * ...) in declared order, what reading filled in and writing leaves out again; filter: a bit
 * per step's key (its hash modulo 64), so that a key with no step is told without a lookup. */
static int write_record_with(Writer *w, PyObject *spec, PyObject *v, Moved *extras, int n_extras,
                             int depth) {
    if (depth > MAX_DEPTH || Py_TYPE(v) != &PyDict_Type) return NO;
    Out *o = &w->out;
    PyObject *steps = PyTuple_GET_ITEM(spec, 1);
    PyObject *unknown = PyTuple_GET_ITEM(spec, 2);
    PyObject *added = PyTuple_GET_ITEM(spec, 3);
    PyObject *containers = PyTuple_GET_ITEM(spec, 4);
    int check = PyTuple_GET_ITEM(spec, 5) == Py_True || n_extras > 0;
    PyObject *moved_from = PyTuple_GET_ITEM(spec, 7);
    PyObject *defaults = PyTuple_GET_ITEM(spec, 8);
    uint64_t filter = PyLong_AsUnsignedLongLong(PyTuple_GET_ITEM(spec, 9));
    if (filter == (uint64_t)-1 && PyErr_Occurred()) return ERR;
    if (PyTuple_GET_ITEM(spec, 6) == Py_True) {
        int has = PyDict_Contains(v, w->nulls_key);
        if (has < 0) return ERR;
        if (has) return NO;
    }
    PyObject *skip[MAX_KEYS];
    int n_skip = 0;
    if (PyTuple_GET_SIZE(defaults)) {
        /* the names reading filled in, when it noted them: left to the Python path */
        int has = PyDict_Contains(v, w->assumed_key);
        if (has < 0) return ERR;
        if (has) return NO;
        int r = filled_in(defaults, v, skip, &n_skip);
        if (r != OK) return r;
    }
    Seen seen_store;
    Seen *seen = NULL;
    if (check) {
        seen_store.n = 0;
        seen = &seen_store;
    }
    /* the moves: per container, the moved properties the value has */
    Py_ssize_t n_containers = PyTuple_GET_SIZE(containers);
    Moved moved[16];
    int moved_n[8] = {0};
    int moved_at[8] = {0};
    int written_container[8] = {0};
    int total = 0;
    if (n_containers > 8) return NO;
    for (Py_ssize_t c = 0; c < n_containers; c++) {
        PyObject *parts = PyTuple_GET_ITEM(PyTuple_GET_ITEM(containers, c), 1);
        moved_at[c] = total;
        for (Py_ssize_t i = 0; i < PyTuple_GET_SIZE(parts); i++) {
            PyObject *part = PyTuple_GET_ITEM(parts, i);
            PyObject *got = PyDict_GetItemWithError(v, PyTuple_GET_ITEM(part, 0));
            if (got == NULL) {
                if (PyErr_Occurred()) return ERR;
                continue;
            }
            /* the Python path puts several in the value's order: left to it */
            if (total == 16 || moved_n[c] == 1) return NO;
            moved[total].key = PyTuple_GET_ITEM(part, 1);
            moved[total].spelled = PyTuple_GET_ITEM(part, 2);
            moved[total].how = PyTuple_GET_ITEM(part, 3);
            moved[total].value = got;
            total++;
            moved_n[c]++;
        }
    }
    if (put_char(o, '{') < 0) return ERR;
    int first = 1;
    Py_ssize_t pos = 0;
    PyObject *key, *item;
    while (PyDict_Next(v, &pos, &key, &item)) {
        if (Py_TYPE(key) != &PyUnicode_Type) return NO;
        int skipped = 0;
        for (int i = 0; i < n_skip && !skipped; i++) skipped = skip[i] == key;
        if (skipped) continue;
        /* most keys have no step (written as they are): told by the filter of the steps' key
         * hashes, without a lookup */
        Py_hash_t hash = ((PyASCIIObject *)key)->hash;
        if (hash == -1 && (hash = PyObject_Hash(key)) == -1) return ERR;
        PyObject *step = NULL;
        if (filter & (1ULL << ((size_t)hash & 63))) {
            step = PyDict_GetItemWithError(steps, key);
            if (step == NULL && PyErr_Occurred()) return ERR;
        }
        PyObject *name = key, *spelled = NULL, *how = NULL;
        if (step == NULL) {
            if (unknown != Py_None && Py_TYPE(item) == &PyDict_Type) {
                if (same_str(key, unknown)) { /* its properties, in its place */
                    Py_ssize_t at = 0;
                    PyObject *k2, *v2;
                    while (PyDict_Next(item, &at, &k2, &v2)) {
                        if (Py_TYPE(k2) != &PyUnicode_Type) return NO;
                        int hit = PySequence_Contains(moved_from, k2);
                        if (hit < 0) return ERR;
                        if (hit) return NO;
                        int r = seen_add(seen, k2);
                        if (r != OK) return r;
                        r = put_key(o, k2, NULL, &first);
                        if (r != OK) return r;
                        r = write_same(w, v2, depth + 1);
                        if (r != OK) return r;
                    }
                    continue;
                }
            }
        } else {
            name = PyTuple_GET_ITEM(step, 0);
            spelled = PyTuple_GET_ITEM(step, 1);
            how = PyTuple_GET_ITEM(step, 2);
            long kind = PyLong_AsLong(PyTuple_GET_ITEM(how, 0));
            if (kind == H_MOVE) continue; /* written into its container */
            if (kind == H_GIVE_UP) return NO;
        }
        int r = seen_add(seen, name);
        if (r != OK) return r;
        r = put_key(o, name, spelled, &first);
        if (r != OK) return r;
        /* a container of moves: its own properties, then the moved ones */
        int container = -1;
        for (Py_ssize_t c = 0; c < n_containers; c++) {
            PyObject *cname = PyTuple_GET_ITEM(PyTuple_GET_ITEM(containers, c), 0);
            if (same_str(name, cname)) {
                container = (int)c;
                break;
            }
        }
        if (container >= 0 && moved_n[container] > 0) {
            written_container[container] = 1;
            if (how == NULL || PyLong_AsLong(PyTuple_GET_ITEM(how, 0)) != H_VALUE) return NO;
            r = write_container(w, how, item, moved + moved_at[container], moved_n[container],
                                depth + 1);
        } else {
            r = how == NULL ? write_same(w, item, depth + 1) : write_how(w, how, item, depth + 1);
        }
        if (r != OK) return r;
    }
    /* moved properties whose container the value has not: a new object, at the end (one: the
     * Python path puts several in the value's order) */
    int new_containers = 0;
    for (Py_ssize_t c = 0; c < n_containers; c++) {
        if (moved_n[c] == 0 || written_container[c]) continue;
        if (++new_containers > 1) return NO;
        PyObject *cname = PyTuple_GET_ITEM(PyTuple_GET_ITEM(containers, c), 0);
        int r = seen_add(seen, cname);
        if (r != OK) return r;
        r = put_key(o, cname, NULL, &first);
        if (r != OK) return r;
        if (put_char(o, '{') < 0) return ERR;
        int inner = 1;
        Seen none = {.n = 0};
        r = write_extras(w, moved + moved_at[c], moved_n[c], &none, &inner, depth + 1);
        if (r != OK) return r;
        if (put_char(o, '}') < 0) return ERR;
    }
    /* a container's moved properties, when this record is the container */
    int r = write_extras(w, extras, n_extras, seen, &first, depth);
    if (r != OK) return r;
    for (Py_ssize_t i = 0; i < PyTuple_GET_SIZE(added); i++) {
        PyObject *add = PyTuple_GET_ITEM(added, i);
        r = seen_add(seen, PyTuple_GET_ITEM(add, 0));
        if (r != OK) return r;
        r = put_key(o, PyTuple_GET_ITEM(add, 0), PyTuple_GET_ITEM(add, 1), &first);
        if (r != OK) return r;
        r = write_same(w, PyTuple_GET_ITEM(add, 2), depth + 1);
        if (r != OK) return r;
    }
    return put_char(o, '}') < 0 ? ERR : OK;
}

static int write_shape(Writer *w, Py_ssize_t shape, PyObject *v, int depth) {
    if (shape < 0 || depth > MAX_DEPTH) return NO;
    PyObject *spec = PyTuple_GET_ITEM(w->shapes, shape);
    long kind = PyLong_AsLong(PyTuple_GET_ITEM(spec, 0));
    switch (kind) {
    case K_RECORD:
        return write_record_with(w, spec, v, NULL, 0, depth);
    case K_UNION: { /* (K_UNION, tag, arms: tag value -> shape) */
        if (Py_TYPE(v) != &PyDict_Type) return NO;
        PyObject *got = PyDict_GetItemWithError(v, PyTuple_GET_ITEM(spec, 1));
        if (got == NULL) return PyErr_Occurred() ? ERR : NO;
        if (Py_TYPE(got) != &PyUnicode_Type) return NO;
        PyObject *arm = PyDict_GetItemWithError(PyTuple_GET_ITEM(spec, 2), got);
        if (arm == NULL) return PyErr_Occurred() ? ERR : NO;
        return write_shape(w, PyLong_AsSsize_t(arm), v, depth);
    }
    case K_LIST: { /* (K_LIST, item shape) */
        if (Py_TYPE(v) != &PyList_Type) return NO;
        Py_ssize_t item = PyLong_AsSsize_t(PyTuple_GET_ITEM(spec, 1));
        if (put_char(&w->out, '[') < 0) return ERR;
        for (Py_ssize_t i = 0; i < PyList_GET_SIZE(v); i++) {
            if (i && put_char(&w->out, ',') < 0) return ERR;
            int r = write_as(w, item, PyList_GET_ITEM(v, i), depth + 1);
            if (r != OK) return r;
        }
        return put_char(&w->out, ']') < 0 ? ERR : OK;
    }
    case K_ALT: { /* (K_ALT, (shape of a string, array, object, integer, float, boolean, null)) */
        PyTypeObject *t = Py_TYPE(v);
        int which = t == &PyUnicode_Type  ? 0
                    : t == &PyList_Type   ? 1
                    : t == &PyDict_Type   ? 2
                    : t == &PyLong_Type   ? 3
                    : t == &PyFloat_Type  ? 4
                    : t == &PyBool_Type   ? 5
                    : v == Py_None        ? 6
                                          : -1;
        if (which < 0) return NO;
        return write_as(w, PyLong_AsSsize_t(PyTuple_GET_ITEM(PyTuple_GET_ITEM(spec, 1), which)), v,
                        depth);
    }
    case K_VALUES: { /* (K_VALUES, table, simple) */
        PyObject *hit;
        int r = lookup(PyTuple_GET_ITEM(spec, 1), PyTuple_GET_ITEM(spec, 2) == Py_True, v, &hit);
        if (r != OK) return r;
        return write_same(w, hit != NULL ? hit : v, depth);
    }
    default:
        return NO;
    }
}

/* Writer.write(value, shape) -> int: the value's JSON text and a newline added to the lines the
 * writer holds, and how many bytes it holds now; 0, and nothing added, when it gives up. The
 * lines stay in the writer's own buffer, which keeps its memory from one flush to the next (a
 * bytearray emptied gives its memory back, and its pages are faulted in again as it refills). */
static PyObject *writer_write(Writer *w, PyObject *const *args, Py_ssize_t nargs) {
    if (nargs != 2 || !PyLong_CheckExact(args[1])) {
        PyErr_SetString(PyExc_TypeError, "write(value, shape: int)");
        return NULL;
    }
    Py_ssize_t shape = PyLong_AsSsize_t(args[1]);
    if (shape == -1 && PyErr_Occurred()) return NULL;
    if (shape >= PyTuple_GET_SIZE(w->shapes)) {
        PyErr_SetString(PyExc_IndexError, "no such shape");
        return NULL;
    }
    Py_ssize_t start = w->out.len;
    int r = write_as(w, shape, args[0], 0);
    if (r == OK && put_char(&w->out, '\n') < 0) r = ERR;
    if (r != OK) {
        w->out.len = start; /* nothing of it stays */
        if (r == ERR) return NULL;
        return PyLong_FromLong(0);
    }
    return PyLong_FromSsize_t(w->out.len);
}

/* Writer.append(data) -> int: bytes added as they are (a line the Python path wrote) */
static PyObject *writer_append(Writer *w, PyObject *data) {
    Py_buffer view;
    if (PyObject_GetBuffer(data, &view, PyBUF_SIMPLE) < 0) return NULL;
    int r = put(&w->out, view.buf, view.len);
    PyBuffer_Release(&view);
    if (r < 0) return NULL;
    return PyLong_FromSsize_t(w->out.len);
}

/* Writer.flush(stream): the lines held written to `stream` (its `write`, given a view of them,
 * not a copy), and let go */
static PyObject *writer_flush(Writer *w, PyObject *stream) {
    if (w->out.len) {
        PyObject *view = PyMemoryView_FromMemory(w->out.data, w->out.len, PyBUF_READ);
        if (view == NULL) return NULL;
        PyObject *done = PyObject_CallMethod(stream, "write", "O", view);
        Py_DECREF(view);
        if (done == NULL) return NULL;
        Py_DECREF(done);
        w->out.len = 0;
    }
    Py_RETURN_NONE;
}

/* Writer.take() -> bytes: the lines held, and let go */
static PyObject *writer_take(Writer *w, PyObject *Py_UNUSED(ignored)) {
    PyObject *out = PyBytes_FromStringAndSize(w->out.data ? w->out.data : "", w->out.len);
    if (out != NULL) w->out.len = 0;
    return out;
}

static int writer_init(Writer *w, PyObject *args, PyObject *kwargs) {
    PyObject *shapes;
    static char *names[] = {"shapes", NULL};
    if (!PyArg_ParseTupleAndKeywords(args, kwargs, "O!", names, &PyTuple_Type, &shapes))
        return -1;
    Py_INCREF(shapes);
    Py_XSETREF(w->shapes, shapes);
    PyObject *nulls = PyUnicode_InternFromString("agentproto:null");
    if (nulls == NULL) return -1;
    Py_XSETREF(w->nulls_key, nulls);
    PyObject *assumed = PyUnicode_InternFromString("agentproto:assumed");
    if (assumed == NULL) return -1;
    Py_XSETREF(w->assumed_key, assumed);
    return 0;
}

static void writer_dealloc(Writer *w) {
    Py_XDECREF(w->shapes);
    Py_XDECREF(w->nulls_key);
    Py_XDECREF(w->assumed_key);
    PyMem_Free(w->out.data);
    Py_TYPE(w)->tp_free((PyObject *)w);
}

static PyMethodDef writer_methods[] = {
    {"write", (PyCFunction)(void (*)(void))writer_write, METH_FASTCALL,
     "write(value, shape) -> int: the value's JSON text and a newline added to the lines held, "
     "and how many bytes are held; 0, having added nothing, when it gives up"},
    {"append", (PyCFunction)writer_append, METH_O, "append(data) -> int: bytes added as they are"},
    {"flush", (PyCFunction)writer_flush, METH_O, "flush(stream): the lines held written out"},
    {"take", (PyCFunction)writer_take, METH_NOARGS, "take() -> bytes: the lines held, let go"},
    {NULL, NULL, 0, NULL},
};

static PyTypeObject WriterType = {
    PyVarObject_HEAD_INIT(NULL, 0).tp_name = "agentproto_convert_writer.Writer",
    .tp_basicsize = sizeof(Writer),
    .tp_flags = Py_TPFLAGS_DEFAULT,
    .tp_new = PyType_GenericNew,
    .tp_init = (initproc)writer_init,
    .tp_dealloc = (destructor)writer_dealloc,
    .tp_methods = writer_methods,
};

static struct PyModuleDef module = {
    PyModuleDef_HEAD_INIT, "agentproto_convert_writer",
    "The compiled writer of agentproto convert (see convert_writer.c).", -1, NULL,
    NULL, NULL, NULL, NULL,
};

PyMODINIT_FUNC PyInit_agentproto_convert_writer(void) {
    for (int c = 0; c < 0x20; c++) escaped[c] = 1;
    escaped['"'] = 1;
    escaped['\\'] = 1;
    if (PyType_Ready(&WriterType) < 0) return NULL;
    PyObject *m = PyModule_Create(&module);
    if (m == NULL) return NULL;
    Py_INCREF(&WriterType);
    if (PyModule_AddObject(m, "Writer", (PyObject *)&WriterType) < 0) {
        Py_DECREF(&WriterType);
        Py_DECREF(m);
        return NULL;
    }
    return m;
}
