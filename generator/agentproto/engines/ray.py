"""The Ray engine: placeholder, filled below."""
