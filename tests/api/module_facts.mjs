// What Node's own ES module parser reads in the client's modules (tests/api/test_client_bundle.py):
// for each module reachable from main.js, the names it exports and the modules it requests,
// in order. The graph is linked, never run (the modules need a browser).
import fs from "node:fs";
import path from "node:path";
import vm from "node:vm";

const root = process.argv[2];
const modules = new Map();

function load(name) {
  if (!modules.has(name)) {
    const text = fs.readFileSync(path.join(root, name), "utf8");
    modules.set(name, new vm.SourceTextModule(text, { identifier: name }));
  }
  return modules.get(name);
}

const resolve = (specifier, importer) =>
  load(path.posix.normalize(path.posix.join(path.posix.dirname(importer.identifier), specifier)));

await load("main.js").link(resolve);
const facts = {};
for (const [name, module] of modules) {
  // Reflect.ownKeys reads the export names without their values (nothing has run).
  const exports = Reflect.ownKeys(module.namespace).filter((key) => typeof key === "string");
  facts[name] = { exports: exports.sort(), requests: module.dependencySpecifiers };
}
process.stdout.write(JSON.stringify(facts));
