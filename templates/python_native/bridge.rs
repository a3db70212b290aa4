//! Python objects read as the JSON values the generated validators take, and each validator
//! exposed to Python as a builtin function of one argument.
//!
//! A validator answers True or False only where its verdict is the pure-Python validator's:
//! the document is made of exactly `dict` (with `str` keys), `list`, `str`, `int`, `float`,
//! `bool` and `None`, and holds nothing the Rust crate's numbers or strings read differently.
//! Anything else (a subclass, a tuple, an integer past i64, an integral float at or past 2^63,
//! NaN or an infinity, a string with a lone surrogate, nesting past `MAX_NESTING`) is answered
//! None, and the Python bindings then validate the document themselves.

use pyo3::ffi;
use pyo3::prelude::*;
use pyo3::types::PyDict;
use serde_json::{Map, Number, Value};
use std::os::raw::{c_char, c_void};

// Reading a document allocates each of its strings, objects and arrays, and frees them after
// the check: most of a call's time is the allocator's.
#[global_allocator]
static ALLOCATOR: mimalloc::MiMalloc = mimalloc::MiMalloc;

/// A generated validator: `Type::is_valid` or `<alias>_is_valid` of the Rust crate.
pub type Check = fn(&Value) -> bool;

/// How deeply arrays and objects may nest in a document read here. A deeper one is left to the
/// Python validators, so their depth rule (a `maxDepth` problem where the validator recurses)
/// holds unchanged; the Rust validators see no document deep enough to meet a limit of theirs.
const MAX_NESTING: u32 = 64;

/// 2^63: an integral float at or past it is an integer to Python's validators (whose integers
/// are unbounded) and past the Rust crate's i64 integers.
const I64_BOUND: f64 = 9_223_372_036_854_775_808.0;

/// `obj` as the JSON value the Rust validators read as the Python ones read `obj`, or None.
///
/// # Safety
/// `obj` is a live object and the caller holds the GIL; nothing here runs Python code, so the
/// containers read cannot change while they are read.
unsafe fn read(obj: *mut ffi::PyObject, depth: u32) -> Option<Value> {
    unsafe {
        if ffi::PyUnicode_CheckExact(obj) != 0 {
            return text(obj).map(Value::String);
        }
        if ffi::PyDict_CheckExact(obj) != 0 {
            if depth >= MAX_NESTING {
                return None;
            }
            let mut members = Map::with_capacity(ffi::PyDict_Size(obj) as usize);
            let mut position: ffi::Py_ssize_t = 0;
            let mut key: *mut ffi::PyObject = std::ptr::null_mut();
            let mut value: *mut ffi::PyObject = std::ptr::null_mut();
            while ffi::PyDict_Next(obj, &mut position, &mut key, &mut value) != 0 {
                if ffi::PyUnicode_CheckExact(key) == 0 {
                    return None;
                }
                members.insert(text(key)?, read(value, depth + 1)?);
            }
            return Some(Value::Object(members));
        }
        if ffi::PyList_CheckExact(obj) != 0 {
            if depth >= MAX_NESTING {
                return None;
            }
            let size = ffi::PyList_GET_SIZE(obj);
            let mut items = Vec::with_capacity(size as usize);
            for i in 0..size {
                items.push(read(ffi::PyList_GET_ITEM(obj, i), depth + 1)?);
            }
            return Some(Value::Array(items));
        }
        if ffi::PyLong_CheckExact(obj) != 0 {
            let mut overflow = 0;
            let n = ffi::PyLong_AsLongLongAndOverflow(obj, &mut overflow);
            return (overflow == 0).then(|| Value::Number(Number::from(n)));
        }
        if ffi::PyFloat_CheckExact(obj) != 0 {
            let f = ffi::PyFloat_AS_DOUBLE(obj);
            // NaN and the infinities are no JSON numbers
            if f.is_nan() || f.abs() >= I64_BOUND {
                return None;
            }
            return Number::from_f64(f).map(Value::Number);
        }
        if obj == ffi::Py_None() {
            return Some(Value::Null);
        }
        if obj == ffi::Py_True() {
            return Some(Value::Bool(true));
        }
        if obj == ffi::Py_False() {
            return Some(Value::Bool(false));
        }
        None
    }
}

/// An exact `str` as Rust text; None for one holding a lone surrogate, which UTF-8 cannot
/// carry (Python's validators read it as it is).
unsafe fn text(obj: *mut ffi::PyObject) -> Option<String> {
    unsafe {
        let mut size: ffi::Py_ssize_t = 0;
        let start = ffi::PyUnicode_AsUTF8AndSize(obj, &mut size);
        if start.is_null() {
            ffi::PyErr_Clear();
            return None;
        }
        let bytes = std::slice::from_raw_parts(start as *const u8, size as usize);
        // CPython's UTF-8 form of a str is valid UTF-8
        Some(String::from_utf8_unchecked(bytes.to_vec()))
    }
}

/// The body of every exported validator: `slf` is the capsule holding its `Check`, `arg` the
/// document. True or False, or None where the Python validator must answer.
unsafe extern "C" fn call(slf: *mut ffi::PyObject, arg: *mut ffi::PyObject) -> *mut ffi::PyObject {
    unsafe {
        let pointer = ffi::PyCapsule_GetPointer(slf, std::ptr::null());
        let check: Check = std::mem::transmute::<*mut c_void, Check>(pointer);
        // a panic must not cross into the interpreter: the Python validator answers instead
        let verdict = std::panic::catch_unwind(|| read(arg, 0).map(|value| check(&value)));
        let answer = match verdict {
            Ok(Some(true)) => ffi::Py_True(),
            Ok(Some(false)) => ffi::Py_False(),
            _ => ffi::Py_None(),
        };
        ffi::Py_IncRef(answer);
        answer
    }
}

/// The method definition every exported validator shares (METH_O: one positional argument,
/// the cheapest call CPython makes); each function differs by the capsule it is bound to.
static mut METHOD: ffi::PyMethodDef = ffi::PyMethodDef {
    ml_name: c"is_valid".as_ptr() as *const c_char,
    ml_meth: ffi::PyMethodDefPointer { PyCFunction: call },
    ml_flags: ffi::METH_O,
    ml_doc: c"is_valid(document, /)\n--\n\nTrue or False: whether the document is valid; None \
              where the Python validator must decide."
        .as_ptr() as *const c_char,
};

/// A Python function running `check`.
fn function<'py>(py: Python<'py>, check: Check) -> PyResult<Bound<'py, PyAny>> {
    unsafe {
        let capsule = ffi::PyCapsule_New(check as *mut c_void, std::ptr::null(), None);
        let capsule = Bound::from_owned_ptr_or_err(py, capsule)?;
        let made = ffi::PyCFunction_NewEx(&raw mut METHOD, capsule.as_ptr(), std::ptr::null_mut());
        Bound::from_owned_ptr_or_err(py, made)
    }
}

/// Fills the module: `VALIDATORS` (schema location -> function) and `SCHEMAS` (the digest of
/// the schemas they were generated from, which the Python bindings compare with their own).
pub fn register(module: &Bound<'_, PyModule>, schemas: &str, table: &[(&str, Check)]) -> PyResult<()> {
    let py = module.py();
    let validators = PyDict::new(py);
    for (location, check) in table {
        validators.set_item(*location, function(py, *check)?)?;
    }
    module.add("VALIDATORS", validators)?;
    module.add("SCHEMAS", schemas)?;
    Ok(())
}
