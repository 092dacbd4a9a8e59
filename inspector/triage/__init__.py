"""Batch triage (``triage PATH...``): a verdict per file and per font for many files.

- :mod:`.work`: the unit of work, one file's rows (:func:`~.work.triage_file`), and the
  summary that groups files by root cause;
- :mod:`.levels`: the levels files are graded by (what the command line needs to build
  its options, without the analysis);
- :mod:`.runner`: one run: files listed lazily, the journal's rows skipped, the rest
  handed to an engine; :mod:`.batch`: the local process pool; :mod:`.journal`: the
  ``--jsonl`` journal that ``--resume`` continues;
- :mod:`.dask_engine`: the Dask engine of ``triage --dask``, the only code that imports
  Dask. Dask is an optional dependency (the ``cluster`` extra); importing this package
  does not import it.
"""
