"""Stage 4: one emitter per target language, IR in, files (path -> text) out."""
