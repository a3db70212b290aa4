// Empty: the package only pins the crates whose source is read.
