// Minimal back office: staff sign-in (Site API) and finance reads (/admin-api, ra-data-simple-rest style).
const $ = (sel) => document.querySelector(sel);

function toast(message, type = 'error') {
  const el = $('#toast');
  el.textContent = message;
  el.className = type;
  el.hidden = false;
  setTimeout(() => (el.hidden = true), 3000);
}

async function adminGet(resource, params = {}) {
  const query = new URLSearchParams(Object.fromEntries(Object.entries(params).map(([k, v]) => [k, JSON.stringify(v)])));
  const res = await fetch(`/admin-api/${resource}?${query}`, { headers: { authorization: `Bearer ${localStorage.getItem('staff_token')}` } });
  const body = await res.json().catch(() => null);
  if (!res.ok) throw new Error(body?.desc ?? `Request failed (${res.status})`);
  return body;
}

function row(cells) {
  const tr = document.createElement('tr');
  for (const c of cells) {
    const td = document.createElement('td');
    if (c instanceof Node) td.append(c);
    else td.textContent = String(c);
    tr.append(td);
  }
  return tr;
}

async function showStatement(accountId) {
  const rows = await adminGet('ledger-statements', { filter: { account_id: accountId }, sort: ['version', 'ASC'], range: [0, 199] });
  $('#statement-account').textContent = accountId;
  $('#statement').replaceChildren(
    ...rows.map((r) => row([r.version, r.type, r.posted_delta, r.running_posted, r.actor, new Date(r.occurred_at).toLocaleString()])),
  );
  $('#statement-card').hidden = false;
}

async function showFinance() {
  $('#sign-in').hidden = true;
  $('#finance').hidden = false;
  $('#sign-out').hidden = false;
  try {
    const accounts = await adminGet('accounts', { sort: ['id', 'ASC'], range: [0, 99] });
    $('#accounts').replaceChildren(
      ...accounts.map((a) => {
        const open = Object.assign(document.createElement('button'), { type: 'button', textContent: 'Statement' });
        open.addEventListener('click', () => showStatement(a.id).catch((e) => toast(e.message)));
        return row([a.id, a.posted, a.held, a.available, a.flagged ? 'yes' : '', open]);
      }),
    );
    $('#accounts-empty').hidden = accounts.length > 0;
    const payments = await adminGet('payments', { sort: ['created_at', 'DESC'], range: [0, 49] });
    $('#payments').replaceChildren(...payments.map((p) => row([new Date(p.created_at).toLocaleString(), p.account_id, p.pack_name, p.credits, p.status])));
  } catch (err) {
    toast(err.message);
  }
}

$('#sign-in').addEventListener('submit', async (event) => {
  event.preventDefault();
  const data = Object.fromEntries(new FormData(event.target).entries());
  const res = await fetch('/api/staff/sign-in', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(data) });
  const envelope = await res.json();
  if (!envelope.status) return toast(envelope.desc);
  localStorage.setItem('staff_token', envelope.result.access_token);
  await showFinance();
});

$('#sign-out').addEventListener('click', async () => {
  await fetch('/api/member/sign-out', { method: 'POST', headers: { authorization: `Bearer ${localStorage.getItem('staff_token')}` } }).catch(() => undefined);
  localStorage.removeItem('staff_token');
  location.reload();
});

if (localStorage.getItem('staff_token')) void showFinance();
