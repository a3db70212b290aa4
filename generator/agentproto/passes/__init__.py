"""Small, named, pure transformations, each tested on its own."""
