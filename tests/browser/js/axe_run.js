async () => (await axe.run(document, { resultTypes: ["violations"] })).violations
  .filter((v) => v.impact === "serious" || v.impact === "critical")
  .map((v) => ({ id: v.id, impact: v.impact, nodes: v.nodes.slice(0, 3).map((n) => n.target.join(" ")) }))
