"""Seats and absent players, and how the table plays (issue 15): a seat that changed
hands, a player marked away (and back), the GM handing a seat's heroes to another seat
for the evening or for good (DEV-34), and the GM switching between live play and play
by turns. The deadlines themselves are the service's (app/service/deadlines.py)."""
