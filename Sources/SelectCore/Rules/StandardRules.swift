/// The rules of SPEC 2 and 3, as SelectCore ships them: every decision as ``SelectionRules``'s
/// defaults state it. ``SelectionEngine`` is the engine specialised on them.
package struct StandardRules: SelectionRules {
  package init() {}
}
