//! A comparison's figures as JSON ([`Report::json`]).

use crate::report::Report;
use crate::table;

impl Report {
    /// Every figure as JSON: the settings, one object per position (failures with their
    /// reasons, unfinished runs as `null`), and the geometric mean ratios.
    pub fn json(&self) -> serde_json::Value {
        let positions: Vec<serde_json::Value> = self
            .suite
            .iter()
            .enumerate()
            .map(|(p, e)| {
                let runs: serde_json::Map<String, serde_json::Value> = self
                    .engines
                    .iter()
                    .enumerate()
                    .map(|(i, spec)| {
                        let mut v = serde_json::to_value(&self.runs[p][i]).unwrap_or_default();
                        if let (Some(obj), Some(pi)) = (v.as_object_mut(), self.pioneer_index()) {
                            let r =
                                table::ratios(self.runs[p][pi].as_ref(), self.runs[p][i].as_ref());
                            if i != pi {
                                obj.insert("ratio".into(), serde_json::json!(r.map(|r| r.0)));
                                obj.insert("ratio_moves".into(), serde_json::json!(r.map(|r| r.1)));
                            }
                        }
                        (spec.name().to_owned(), v)
                    })
                    .collect();
                serde_json::json!({
                    "line": e.line,
                    "id": e.id,
                    "fen": e.fen,
                    "bm": e.bm,
                    "am": e.am,
                    "expected": e.expected,
                    "error": e.error,
                    "runs": runs,
                })
            })
            .collect();
        let means: Vec<serde_json::Value> = table::mean_ratios(self)
            .into_iter()
            .map(|m| {
                serde_json::json!({
                    "engine": self.engines[m.engine].name(),
                    "geometric_mean_ratio": m.tree,
                    "geometric_mean_ratio_moves": m.moves,
                    "positions": m.n,
                    "geometric_mean_ratio_to_proof": m.to_proof,
                    "positions_to_proof": m.n_to_proof,
                })
            })
            .collect();
        serde_json::json!({
            "engines": self.engines,
            "proven": table::proven_counts(self)
                .into_iter()
                .zip(&self.engines)
                .map(|(c, e)| (e.name().to_owned(), serde_json::json!(c)))
                .collect::<serde_json::Map<_, _>>(),
            "budget": {
                "max_nodes": self.budget.max_nodes,
                "keep": self.budget.rules.keep,
                "margin_cp": self.budget.rules.margin_cp,
                "stop_when_kept": self.budget.rules.stop_when_kept,
                "max_time_s": self.budget.max_time.as_secs_f64(),
            },
            "threads": self.threads,
            "elapsed_s": self.elapsed_s,
            "interrupted": self.interrupted,
            "positions": positions,
            "geometric_means": means,
        })
    }
}
