"""The canonical schemas, shipped inside the package as `agentproto.schema`, the default schema
set of the CLI (pyproject.toml maps this folder there); this file makes it a package an editable
install finds."""
