"""The kernel every rules layer stands on (DESIGN "Two layers, one kernel"): the
command/event/model protocol, rejections, the seeded dice, the recorder decide() writes
on, pending decisions and their deciders (DEV-21/22), and the routes that send each
command and event to the layer that owns it. It knows no layer."""
