// Tests call the lead pipeline in-process (saveLead, the delivery worker, summaries), as the server and the leads CLI
// do: like those entries, the test process registers the lead forms first (docs/decisions/129).
import "~/forms/registry.server";
