"""The views: each knows the controller and the core's data, nothing else."""
