"""The runtime: rules engine, mission interpreter, drivers, saves."""
