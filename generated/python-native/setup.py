"""Builds the compiled validators (a C compiler and the Python headers are needed)."""

from setuptools import Extension, setup

setup(ext_modules=[Extension("agentproto_bindings_native", ["agentproto_bindings_native.c"], extra_compile_args=["-O2"])])
