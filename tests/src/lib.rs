//! System tests live in `tests/tests/`.
