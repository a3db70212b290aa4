"""The templates agentproto renders, shipped inside the package as `agentproto.templates`
(pyproject.toml maps this folder there); this file makes it a package an editable install finds."""
