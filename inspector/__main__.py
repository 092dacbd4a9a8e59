"""Allow ``python -m inspector``."""

from __future__ import annotations

from inspector.cli import main

raise SystemExit(main())
