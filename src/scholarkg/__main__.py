"""``python -m scholarkg``: the same command as ``scholarkg``."""

import sys

from .cli import main

sys.exit(main())
