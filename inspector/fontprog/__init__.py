"""fontprog."""
