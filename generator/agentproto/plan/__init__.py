"""The validation plan: what the code validating a schema does, decided once for every target
between the check IR and an emitter (see docs/DESIGN.md, "The validation plan")."""
