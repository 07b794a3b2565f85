//! The command-line switches of how lines end and which search answers (issue 15:
//! waiting moves and spare passes, `docs/search.md` items 22 and 44; declining, opened
//! promotion routes, repetitions, the proof at the root, separated answers, the widened
//! root, clear routes, remembered moves; items 23–28; the endgame tables are
//! `crate::cmd::model_knowledge`), flattened into
//! the model's switches (`crate::cmd::model`).

/// The switches of `docs/search.md` items 22–28 and 44.
#[derive(clap::Args, Debug, Clone, Default)]
pub struct LineArgs {
    /// Waiting moves: a side that attacks in a live zone (and so may not pass) gets, once
    /// every move it tried loses material, one quiet move of a piece that is no zone's
    /// attacker or target (off in both presets).
    #[arg(long, conflicts_with = "no_waiting_moves")]
    waiting_moves: bool,
    /// No waiting moves.
    #[arg(long)]
    no_waiting_moves: bool,
    /// Spare passes: a side may pass only if it has a spare move, a legal move of a piece
    /// that is no live zone's root piece or target and has no move in the MO there (the
    /// move the pass stands for); without one it is in zugzwang (on in the studies
    /// preset, off in fig21).
    #[arg(long, conflicts_with = "no_spare_passes")]
    spare_passes: bool,
    /// No spare passes.
    #[arg(long)]
    no_spare_passes: bool,
    /// Pass probes: with spare passes, a side without a spare move still searches the
    /// pass once at a node (below the root) for the trajectories it reveals; its value
    /// does not count (off in both presets).
    #[arg(long, conflicts_with = "no_pass_probes")]
    pass_probes: bool,
    /// No pass probes.
    #[arg(long)]
    no_pass_probes: bool,
    /// Threat probes: before its first move at a node (below the root), a side whose
    /// piece an enemy zone's root piece can take at once passes and plays each such
    /// capture, one half-move, for what vision then finds; the probe's lines do not count
    /// (on in the studies preset, off in fig21).
    #[arg(long, conflicts_with = "no_threat_probes")]
    threat_probes: bool,
    /// No threat probes.
    #[arg(long)]
    no_threat_probes: bool,
    /// Declining: a side that attacks gets a pass as its last option once every move it
    /// tried loses material or it has none, and a pass after a pass ends the line (on in
    /// the studies preset).
    #[arg(long, conflicts_with = "no_decline")]
    decline: bool,
    /// No declining: a line ends where the side to move has no move in the MO.
    #[arg(long)]
    no_decline: bool,
    /// Opened promotion routes: after every move each pawn without a promotion zone gets
    /// one if its route is now open within the horizon (on in the studies preset).
    #[arg(long, conflicts_with = "no_opened_promotions")]
    opened_promotions: bool,
    /// Only the pawn that moved gets a new promotion zone.
    #[arg(long)]
    no_opened_promotions: bool,
    /// Routes opened by a capture: with opened promotion routes, the square of the piece
    /// a capture took counts as left, so a pawn whose route it blocked gets its zone when
    /// only the capturer stands there (ours).
    #[arg(long, conflicts_with = "no_opened_by_captures")]
    opened_by_captures: bool,
    /// No routes opened by a capture.
    #[arg(long)]
    no_opened_by_captures: bool,
    /// The branching ban lifted for a piece blocked on the way, as the seed has it: only a
    /// piece neither captured nor blocked on the bundle at the end of the last variation
    /// bans its other trajectories (Appendix 1 §2.10; docs/search.md item 59; on in the
    /// fig21 preset, off in studies).
    #[arg(long, conflicts_with = "no_ban_unless_blocked")]
    ban_unless_blocked: bool,
    /// Only a capture lifts the branching ban (the studies preset's simplification).
    #[arg(long)]
    no_ban_unless_blocked: bool,
    /// Transpositions kept to their depth: a position's value is taken over only where it
    /// was searched at the same depth or a shallower one (docs/search.md item 57; on in
    /// the studies preset).
    #[arg(long, conflicts_with = "no_transposition_depth")]
    transposition_depth: bool,
    /// A transposition's value is taken over at any depth.
    #[arg(long)]
    no_transposition_depth: bool,
    /// A position met earlier in the same line ends it with m_t (on in the studies
    /// preset).
    #[arg(long, conflicts_with = "no_repetitions")]
    repetitions: bool,
    /// Repetitions do not end a line.
    #[arg(long)]
    no_repetitions: bool,
    /// Repetition claims: with repetitions, a side worse in material than a draw also
    /// tries the moves that repeat a position (on in studies and play, off in fig21).
    #[arg(long, conflicts_with = "no_repetition_claims")]
    repetition_claims: bool,
    /// No repetition claims.
    #[arg(long)]
    no_repetition_claims: bool,
    /// Dead positions drawn: a line that reaches a position where neither side can mate
    /// (insufficient material) ends as a draw, not with its material (on in studies and
    /// play, off in fig21).
    #[arg(long, conflicts_with = "no_insufficient_material")]
    insufficient_material: bool,
    /// Dead positions end with their material.
    #[arg(long)]
    no_insufficient_material: bool,
    /// Separated answers: of the deepening's completed searches, one whose tree shows its
    /// move strictly better in material than every other root move answers first.
    #[arg(long, conflicts_with = "no_separated_answers")]
    separated_answers: bool,
    /// The finished (else the last) search answers, separated or not.
    #[arg(long)]
    no_separated_answers: bool,
    /// Finished answers first: a finished search answers before a capped one whose tree
    /// does not separate its move (on in the studies preset).
    #[arg(long, conflicts_with = "no_finished_first")]
    finished_first: bool,
    /// The deepest capped step of a wider horizon answers over a finished tie once a
    /// step of that horizon separated its move.
    #[arg(long)]
    no_finished_first: bool,
    /// A finished search whose root is a tie lets the next horizon deepen cap by cap
    /// again, instead of searching straight to the depth limit.
    #[arg(long, conflicts_with = "no_tied_finish_deepens")]
    tied_finish_deepens: bool,
    /// After any finished search, wider horizons search straight to the depth limit.
    #[arg(long)]
    no_tied_finish_deepens: bool,
    /// Every finish deepens: after any finished search (tied or not) the next horizon
    /// deepens cap by cap, its capped steps ordering its last one by remembered moves.
    #[arg(long, conflicts_with = "no_finish_deepens")]
    finish_deepens: bool,
    /// Only a tied finish (with --tied-finish-deepens) lets the next horizon deepen.
    #[arg(long)]
    no_finish_deepens: bool,
    /// The proof at the root: the root tries every move of the MO and only a strictly
    /// better value cuts against it, so ties are searched out.
    #[arg(long, conflicts_with = "no_root_proof")]
    root_proof: bool,
    /// The root cuts as every other node.
    #[arg(long)]
    no_root_proof: bool,
    /// The widened root: when every move the MO offers the root loses material, the
    /// root also tries every other legal move.
    #[arg(long, conflicts_with = "no_widened_root")]
    widened_root: bool,
    /// The root tries only the MO's moves (unless the MO offers none).
    #[arg(long)]
    no_widened_root: bool,
    /// The whole root: the root, its MO moves exhausted, tries every other legal move, so
    /// that a proof shows every alternative worse (on in the studies preset).
    #[arg(long, conflicts_with = "no_whole_root")]
    whole_root: bool,
    /// The root tries the MO's moves, and others only as the widened root does.
    #[arg(long)]
    no_whole_root: bool,
    /// Clear routes: a piece supporting its own pawn's promotion does not step onto the
    /// squares ahead of the pawn.
    #[arg(long, conflicts_with = "no_clear_routes")]
    clear_routes: bool,
    /// Supporters may step onto their pawn's route.
    #[arg(long)]
    no_clear_routes: bool,
    /// The empty turn: a side that the MO gives nothing to play (no zone's move, no spare
    /// move to pass with) ends the line (`end`), passes (`pass`) or tries every legal
    /// move (`every`), or passes only where the enemy has a live promotion zone
    /// (`promotion-pass`); the presets': fig21 end, studies promotion-pass.
    #[arg(long, value_name = "HOW", value_parser = clap::value_parser!(pioneer_tree::EmptyTurn))]
    empty_turn: Option<pioneer_tree::EmptyTurn>,
    /// The stalemate resource: a side whose king and pawns cannot move checks or offers
    /// its last pieces (for a stalemate or a repetition) before its lines end.
    #[arg(long, conflicts_with = "no_stalemate_resource")]
    stalemate_resource: bool,
    /// A side whose king and pawns cannot move is judged by its material.
    #[arg(long)]
    no_stalemate_resource: bool,
    /// The promotion at hand: where the side to move can promote with profit at once, the
    /// line goes on with that promotion even past its zone's time.
    #[arg(long, conflicts_with = "no_promotion_at_hand")]
    promotion_at_hand: bool,
    /// A pawn one step from promotion past the horizon counts as a pawn.
    #[arg(long)]
    no_promotion_at_hand: bool,
    /// Perpetual check: a line lost by the material is a draw when the side to move can
    /// check for ever (an exact proof at the line's end).
    #[arg(long, conflicts_with = "no_perpetual")]
    perpetual: bool,
    /// A line ending by the material keeps the material's verdict.
    #[arg(long)]
    no_perpetual: bool,
    /// Mate by checks: a line ending by the material is a mate when the side to move
    /// mates by checking on every move (an exact proof at the line's end, up to five
    /// half-moves).
    #[arg(long, conflicts_with = "no_check_mates")]
    check_mates: bool,
    /// A line ending by the material keeps it, whatever checks the side to move has.
    #[arg(long)]
    no_check_mates: bool,
    /// The perpetual's proof at the depth cap too (a capped line has not ended).
    #[arg(long, conflicts_with = "no_perpetual_at_cap")]
    perpetual_at_cap: bool,
    /// The perpetual's proof only where a line ends by the model's judgement.
    #[arg(long)]
    no_perpetual_at_cap: bool,
    /// How a line the depth cap cuts is valued: material (where the cap falls),
    /// promotion (after a new piece is taken, where that wins), recapture (after the
    /// piece that just moved is taken, where that wins) or captures
    /// (after every capture of the side to move, each side free to stop); the presets':
    /// fig21 material, studies promotion.
    #[arg(long, value_name = "HOW", value_parser = clap::value_parser!(pioneer_tree::CappedLeaf))]
    capped_leaf: Option<pioneer_tree::CappedLeaf>,
    /// The perpetual's proof led by proof numbers (one check, one reply followed).
    #[arg(long, conflicts_with = "no_perpetual_numbers")]
    perpetual_numbers: bool,
    /// The perpetual's proof explores breadth first.
    #[arg(long)]
    no_perpetual_numbers: bool,
    /// Underpromotions: a pawn the MO promotes may also become a rook, a bishop or a
    /// knight (tried last).
    #[arg(long, conflicts_with = "no_underpromotions")]
    underpromotions: bool,
    /// A promotion gives a queen (a rook too where every legal move is tried).
    #[arg(long)]
    no_underpromotions: bool,
    /// Underpromotions at the root only: a pawn promoted by the first move may also
    /// become a rook, a bishop or a knight (tried last; on in the studies preset).
    #[arg(long, conflicts_with = "no_root_underpromotions")]
    root_underpromotions: bool,
    /// A promotion at the root gives a queen (a rook too where every legal move is tried).
    #[arg(long)]
    no_root_underpromotions: bool,
    /// The branching ban spares a promotion's other pieces: the same step with another
    /// piece is one trajectory (docs/search.md item 58; on in the studies preset).
    #[arg(long, conflicts_with = "no_ban_spares_promotions")]
    ban_spares_promotions: bool,
    /// A promotion made bans the same step with another piece.
    #[arg(long)]
    no_ban_spares_promotions: bool,
    /// The capture bound: an underpromotion whose new piece the enemy can take at once is
    /// not tried where the position after that capture is known (a table, the memo) and
    /// no better than the node's value so far.
    #[arg(long, conflicts_with = "no_capture_bound")]
    capture_bound: bool,
    /// Every underpromotion the MO allows is tried.
    #[arg(long)]
    no_capture_bound: bool,
    /// The race over waits for winning captures: after a promotion the line goes on while
    /// the other side has a capture that wins material by the static exchange (on in the
    /// studies preset).
    #[arg(long, conflicts_with = "no_race_over_captures")]
    race_over_captures: bool,
    /// After a promotion only the new piece's capture or a promotion keeps the line open.
    #[arg(long)]
    no_race_over_captures: bool,
    /// The race over waits while the side to move is in check: after a promotion that
    /// gives check the line goes on (on in the studies preset).
    #[arg(long, conflicts_with = "no_race_over_checks")]
    race_over_checks: bool,
    /// A promotion with check ends the line like any other.
    #[arg(long)]
    no_race_over_checks: bool,
    /// The race over waits for a fork: after a promotion the line goes on while the side
    /// to move has a check that also attacks the new piece (off in the studies preset).
    #[arg(long, conflicts_with = "no_race_over_forks")]
    race_over_forks: bool,
    /// Only captures, promotions and checks against the side to move keep the race open.
    #[arg(long)]
    no_race_over_forks: bool,
    /// The race over counts a check's gain: a line the race over ends is valued by its
    /// material and what the side to move wins by one check and the captures after it,
    /// every reply searched (a fork or a skewer of the new queen; docs/search.md item 55;
    /// on in the studies preset).
    #[arg(long, conflicts_with = "no_race_over_check_gain")]
    race_over_check_gain: bool,
    /// A line the race over ends is valued by its material.
    #[arg(long)]
    no_race_over_check_gain: bool,
    /// How many checks in a row the race over's gain looks at, 1 to 4, every reply to
    /// each searched: 2 also counts the skewer a first check prepares (docs/search.md
    /// item 61; the preset's: fig21 1, studies 2).
    #[arg(long, value_name = "N", value_parser = clap::value_parser!(u8).range(1..=4))]
    race_gain_checks: Option<u8>,
    /// The race judged along a chain of captures: after each capture that follows a
    /// promotion (and only captures since), the line ends unless the race is open again
    /// (on in the studies preset).
    #[arg(long, conflicts_with = "no_race_chain")]
    race_chain: bool,
    /// The race is judged right after the promotion only.
    #[arg(long)]
    no_race_chain: bool,
    /// The race judged along the answers to checks: with the race judged along captures,
    /// an answer to a check continues the chain, so that the race is judged again once a
    /// promotion's check is answered (docs/search.md item 56; on in the studies preset).
    #[arg(long, conflicts_with = "no_race_check_replies")]
    race_check_replies: bool,
    /// An answer to a check ends the chain along which the race is judged.
    #[arg(long)]
    no_race_check_replies: bool,
    /// When the race is not over after a promotion (the other side can take the new piece
    /// or promote at once), the line goes on and that reply is played, even where no zone
    /// in time offers it (on in the studies preset).
    #[arg(long, conflicts_with = "no_race_goes_on")]
    race_goes_on: bool,
    /// After a promotion whose race is not over, the other rules may still end the line.
    #[arg(long)]
    no_race_goes_on: bool,
    /// Below a promotion that gives check, the zones formed during search count their
    /// time from the root (the queen play the check opens ends within the horizon).
    #[arg(long, conflicts_with = "no_race_check_clock")]
    race_check_clock: bool,
    /// Every zone keeps the search's clock, also below a promotion with check.
    #[arg(long)]
    no_race_check_clock: bool,
    /// Zones keep to their time: a zone dies once its root piece can no longer finish
    /// the attack within the horizon counted from the zone's inclusion.
    #[arg(long, conflicts_with = "no_zone_time")]
    zone_time: bool,
    /// A zone lives while its pieces stand, however late its attack.
    #[arg(long)]
    no_zone_time: bool,
    /// With the zone time, a zone formed during search counts its time from the search's
    /// root: it inherits the time the search has left, so every attack ends within the
    /// horizon (on in the studies preset).
    #[arg(long, conflicts_with = "no_time_from_root")]
    time_from_root: bool,
    /// A zone formed during search looks the whole horizon ahead from where it was formed.
    #[arg(long)]
    no_time_from_root: bool,
    /// A promotion zone follows its pawn's file: a pawn that captured onto another file
    /// leaves its old zone and gets the zone of its new file (on in the studies preset).
    #[arg(long, conflicts_with = "no_promotion_follows_file")]
    promotion_follows_file: bool,
    /// A pawn keeps the promotion zone of the file it started on after a capture.
    #[arg(long)]
    no_promotion_follows_file: bool,
    /// With the zone time, a zone whose root piece left its root bundle keeps to its time
    /// too (its moves left: the piece's shortest length to the target on the free board).
    #[arg(long, conflicts_with = "no_off_bundle_time")]
    off_bundle_time: bool,
    /// A zone whose root piece left its root bundle lives while its pieces stand.
    #[arg(long)]
    no_off_bundle_time: bool,
    /// Where a root piece that has left every trajectory of its attack zone gets a new zone
    /// against the same target from where it stands: `off`, `race` (below a root of the
    /// kings' race's class only) or `everywhere`; the presets': studies race, the others
    /// off.
    #[arg(long, value_name = "WHERE", value_parser = clap::value_parser!(pioneer_tree::ReformScope))]
    reform_off_bundle: Option<pioneer_tree::ReformScope>,
    /// Remembered moves: the move that decided a position in an earlier step of the
    /// deepening (or by another order of moves) is tried first when it comes again.
    #[arg(long, conflicts_with = "no_remembered_moves")]
    remembered_moves: bool,
    /// Every node orders its moves by the MO's priority alone.
    #[arg(long)]
    no_remembered_moves: bool,
}

impl LineArgs {
    /// Sets the field of every flag given.
    pub(super) fn apply(&self, s: &mut pioneer_tree::Switches) {
        let set = super::model_trajectories::set_flag;
        set(
            self.waiting_moves,
            self.no_waiting_moves,
            &mut s.mo.waiting_moves,
        );
        set(
            self.spare_passes,
            self.no_spare_passes,
            &mut s.mo.spare_passes,
        );
        set(self.pass_probes, self.no_pass_probes, &mut s.mo.pass_probes);
        set(
            self.threat_probes,
            self.no_threat_probes,
            &mut s.mo.threat_probes,
        );
        set(self.decline, self.no_decline, &mut s.mo.decline);
        set(
            self.opened_promotions,
            self.no_opened_promotions,
            &mut s.mo.opened_promotions,
        );
        set(
            self.opened_by_captures,
            self.no_opened_by_captures,
            &mut s.mo.opened_by_captures,
        );
        set(
            self.transposition_depth,
            self.no_transposition_depth,
            &mut s.transposition_depth,
        );
        set(
            self.ban_unless_blocked,
            self.no_ban_unless_blocked,
            &mut s.ban_unless_blocked,
        );
        set(self.repetitions, self.no_repetitions, &mut s.repetitions);
        set(
            self.repetition_claims,
            self.no_repetition_claims,
            &mut s.repetition_claims,
        );
        set(
            self.insufficient_material,
            self.no_insufficient_material,
            &mut s.insufficient_material,
        );
        set(self.root_proof, self.no_root_proof, &mut s.root_proof);
        set(self.widened_root, self.no_widened_root, &mut s.widened_root);
        set(self.whole_root, self.no_whole_root, &mut s.whole_root);
        set(
            self.clear_routes,
            self.no_clear_routes,
            &mut s.mo.clear_routes,
        );
        if let Some(how) = self.empty_turn {
            s.mo.empty_turn = how;
        }
        set(self.zone_time, self.no_zone_time, &mut s.mo.zone_time);
        set(
            self.time_from_root,
            self.no_time_from_root,
            &mut s.mo.time_from_root,
        );
        set(
            self.promotion_follows_file,
            self.no_promotion_follows_file,
            &mut s.mo.promotion_follows_file,
        );
        set(
            self.off_bundle_time,
            self.no_off_bundle_time,
            &mut s.mo.off_bundle_time,
        );
        if let Some(scope) = self.reform_off_bundle {
            s.mo.reform_off_bundle = scope;
        }
        set(self.perpetual, self.no_perpetual, &mut s.mo.perpetual);
        set(self.check_mates, self.no_check_mates, &mut s.mo.check_mates);
        set(
            self.perpetual_at_cap,
            self.no_perpetual_at_cap,
            &mut s.mo.perpetual_at_cap,
        );
        if let Some(how) = self.capped_leaf {
            s.mo.capped_leaf = how;
        }
        set(
            self.perpetual_numbers,
            self.no_perpetual_numbers,
            &mut s.mo.perpetual_numbers,
        );
        set(
            self.race_over_captures,
            self.no_race_over_captures,
            &mut s.mo.race_over_captures,
        );
        set(
            self.race_over_checks,
            self.no_race_over_checks,
            &mut s.mo.race_over_checks,
        );
        set(
            self.race_over_forks,
            self.no_race_over_forks,
            &mut s.mo.race_over_forks,
        );
        set(
            self.race_over_check_gain,
            self.no_race_over_check_gain,
            &mut s.mo.race_over_check_gain,
        );
        if let Some(n) = self.race_gain_checks {
            s.mo.race_gain_checks = n;
        }
        set(self.race_chain, self.no_race_chain, &mut s.mo.race_chain);
        set(
            self.race_check_replies,
            self.no_race_check_replies,
            &mut s.mo.race_check_replies,
        );
        set(
            self.race_goes_on,
            self.no_race_goes_on,
            &mut s.mo.race_goes_on,
        );
        set(
            self.race_check_clock,
            self.no_race_check_clock,
            &mut s.mo.race_check_clock,
        );
        set(
            self.underpromotions,
            self.no_underpromotions,
            &mut s.mo.underpromotions,
        );
        set(
            self.ban_spares_promotions,
            self.no_ban_spares_promotions,
            &mut s.mo.ban_spares_promotions,
        );
        set(
            self.root_underpromotions,
            self.no_root_underpromotions,
            &mut s.mo.root_underpromotions,
        );
        set(
            self.capture_bound,
            self.no_capture_bound,
            &mut s.mo.capture_bound,
        );
        set(
            self.stalemate_resource,
            self.no_stalemate_resource,
            &mut s.mo.stalemate_resource,
        );
        set(
            self.promotion_at_hand,
            self.no_promotion_at_hand,
            &mut s.mo.promotion_at_hand,
        );
        set(
            self.remembered_moves,
            self.no_remembered_moves,
            &mut s.remembered_moves,
        );
        set(
            self.separated_answers,
            self.no_separated_answers,
            &mut s.separated_answers,
        );
        set(
            self.finished_first,
            self.no_finished_first,
            &mut s.finished_first,
        );
        set(
            self.tied_finish_deepens,
            self.no_tied_finish_deepens,
            &mut s.tied_finish_deepens,
        );
        set(
            self.finish_deepens,
            self.no_finish_deepens,
            &mut s.finish_deepens,
        );
    }
}
