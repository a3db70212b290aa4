"""Stage 2: lower the loaded schemas into the IR (types and checks)."""
