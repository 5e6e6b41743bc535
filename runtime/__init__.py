"""The neutral runtime (docs/engine.md; docs/rulesets.md, "The runtime half"): ``Game``
and its prompts, the one random source, dice, the State base, the mission interpreter and
its conditions, programs and saves, policies and autoplay, the simulator and the console
shell. A ruleset's engine, console, simulation and policy hooks plug into it through the
protocols of ``plugin``; nothing here names a ruleset.
"""
