//! Hand-written behaviour the schemas declare but cannot spell.
