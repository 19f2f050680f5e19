/**
 * Every lint switch-off states its reason: `// eslint-disable-next-line rule -- why` (ESLint's own
 * description syntax). A directive without a `-- reason` is reported.
 */
const DIRECTIVE = /^\s*eslint-disable(?:-next-line|-line)?(?:\s|$)/;

export const requireDisableReason = {
  meta: {
    type: 'suggestion',
    docs: { description: 'Require a `-- reason` on every eslint-disable comment.' },
    messages: { missing: 'Say why this rule is switched off: add " -- <reason>" to the comment.' },
    schema: [],
  },
  create(context) {
    return {
      Program() {
        for (const comment of context.sourceCode.getAllComments()) {
          if (!DIRECTIVE.test(comment.value)) continue;
          const reason = comment.value.split(/\s--\s/)[1];
          if (!reason || !reason.trim()) context.report({ loc: comment.loc, messageId: 'missing' });
        }
      },
    };
  },
};

export default { rules: { 'require-disable-reason': requireDisableReason } };
