"""`agentproto diff`: what a change of a schema set breaks, on the wire (which documents one side
accepts and the other rejects) and in the code that uses each target's bindings."""

from .compare import Finding, compare_sets
from .sources import SchemaSide, from_folder, from_git

__all__ = ["Finding", "SchemaSide", "compare_sets", "from_folder", "from_git"]
