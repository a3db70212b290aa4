"""The targets the generator writes: `registry.TARGETS`. A target is a `base.Target` (its
templates folder inside the package, its emitter, its naming policy, its formatter) in a module
of its own here; the CLI, the pipeline and the writer know targets only through the registry."""
