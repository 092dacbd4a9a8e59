"""Triage on a Dask cluster (``triage --dask``): the only code that imports Dask.

See :mod:`inspector.cluster.dask_engine`. Dask is an optional dependency (the ``cluster``
extra); importing this package does not import it.
"""
