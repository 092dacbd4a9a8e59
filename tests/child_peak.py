"""A child process's peak resident memory, for the tests and ``benchmarks/bench.py``.

A child's peak (``ru_maxrss``) counts what its parent held when it forked: measured from
a test process or the benchmark, hundreds of megabytes that are not the command's. A
launcher of about 10 MB forks the command instead and writes the command's peak, in KiB,
to a file::

    python -S -c LAUNCHER REPORT_FILE COMMAND [ARGS...]
"""

LAUNCHER = (
    "import os, sys\n"
    "pid = os.fork()\n"
    "if pid == 0:\n"
    "    try:\n"
    "        os.execvp(sys.argv[2], sys.argv[2:])\n"
    "    finally:\n"
    "        os._exit(127)\n"
    "_, status, usage = os.wait4(pid, 0)\n"
    "with open(sys.argv[1], 'w') as f:\n"
    "    f.write(str(usage.ru_maxrss // (1024 if sys.platform == 'darwin' else 1)))\n"
    "code = os.waitstatus_to_exitcode(status)\n"
    "sys.exit(code if code >= 0 else 128 - code)\n"
)
