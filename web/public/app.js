// Minimal member page: talks to the Site API (POST /api/..., the spec's envelope).
const STRINGS = {
  en: {
    brand: 'Dating',
    signIn: 'Sign in',
    signOut: 'Sign out',
    register: 'Create account',
    email: 'E-mail',
    password: 'Password',
    rememberMe: 'Remember me',
    name: 'Name',
    iAm: 'I am a',
    man: 'man',
    woman: 'woman',
    notRobot: 'I am not a robot',
    forgot: 'Forgot your password?',
    sendLink: 'Send reset link',
    newPassword: 'New password',
    repeatPassword: 'Repeat password',
    save: 'Save',
    signedInAs: 'Signed in as',
    credits: 'Credits',
    creditsUnit: 'credits',
    buyCredits: 'Buy credits',
    buy: 'Buy',
    best: 'Best value',
    oneTime: 'One-time offer',
    settings: 'Settings',
    changePassword: 'Change password',
    payments: 'Payments history',
    orders: 'Orders history',
    date: 'Date',
    pack: 'Pack',
    price: 'Price',
    type: 'Type',
    noPayments: 'No payments yet.',
    noOrders: 'No orders yet.',
    demoHint: 'Demo: john@demo.local / demo-password',
    settingsSaved: 'Settings updated',
    passwordSaved: 'Password updated',
    linkSent: 'If this e-mail is registered, a reset link is on its way.',
    paymentApproved: 'Payment approved: your credits are on the balance.',
    paymentDeclined: 'Payment declined: no credits were charged.',
    settingsError: 'During updating of settings failure occurred. Try again',
    balanceError: 'Balance error',
    logoutError: 'Logout error. Contact support or try again later',
    requestError: 'Something went wrong during request execution. Try again',
    passwordsMatch: 'Passwords must match',
    captchaRequired: 'Please confirm that you are not a robot',
  },
  ru: {
    brand: 'Знакомства',
    signIn: 'Войти',
    signOut: 'Выйти',
    register: 'Регистрация',
    email: 'Эл. почта',
    password: 'Пароль',
    rememberMe: 'Запомнить меня',
    name: 'Имя',
    iAm: 'Я',
    man: 'мужчина',
    woman: 'женщина',
    notRobot: 'Я не робот',
    forgot: 'Забыли пароль?',
    sendLink: 'Отправить ссылку',
    newPassword: 'Новый пароль',
    repeatPassword: 'Повторите пароль',
    save: 'Сохранить',
    signedInAs: 'Вы вошли как',
    credits: 'Кредиты',
    creditsUnit: 'кредитов',
    buyCredits: 'Купить кредиты',
    buy: 'Купить',
    best: 'Выгодно',
    oneTime: 'Разовое предложение',
    settings: 'Настройки',
    changePassword: 'Сменить пароль',
    payments: 'История платежей',
    orders: 'История заказов',
    date: 'Дата',
    pack: 'Пакет',
    price: 'Цена',
    type: 'Тип',
    noPayments: 'Платежей пока нет.',
    noOrders: 'Заказов пока нет.',
    demoHint: 'Демо: john@demo.local / demo-password',
    settingsSaved: 'Настройки обновлены',
    passwordSaved: 'Пароль обновлён',
    linkSent: 'Если адрес зарегистрирован, ссылка для сброса уже отправлена.',
    paymentApproved: 'Платёж принят: кредиты зачислены.',
    paymentDeclined: 'Платёж отклонён: кредиты не списаны.',
    settingsError: 'При обновлении настроек произошла ошибка. Попробуйте ещё раз',
    balanceError: 'Ошибка баланса',
    logoutError: 'Ошибка выхода. Обратитесь в поддержку или попробуйте позже',
    requestError: 'Во время выполнения запроса что-то пошло не так. Попробуйте ещё раз',
    passwordsMatch: 'Пароли должны совпадать',
    captchaRequired: 'Подтвердите, что вы не робот',
  },
};

let lang = localStorage.getItem('lang') === 'ru' ? 'ru' : 'en';
const t = (key) => STRINGS[lang][key] ?? STRINGS.en[key] ?? key;
const $ = (sel) => document.querySelector(sel);

function applyLanguage() {
  document.documentElement.lang = lang;
  for (const el of document.querySelectorAll('[data-i18n]')) el.textContent = t(el.dataset.i18n);
  $('#lang').textContent = lang === 'en' ? 'Русский' : 'English';
}

function toast(message, type = 'info') {
  const el = $('#toast');
  el.textContent = message;
  el.className = type;
  el.hidden = false;
  clearTimeout(toast.timer);
  toast.timer = setTimeout(() => (el.hidden = true), 3000);
}

async function api(path, body = {}) {
  const token = localStorage.getItem('access_token');
  const res = await fetch(`/api/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  const envelope = await res.json().catch(() => ({ status: false, desc: t('requestError') }));
  if (envelope.code === 401) localStorage.removeItem('access_token');
  if (!envelope.status) throw new Error(envelope.desc || t('requestError'));
  return envelope;
}

const formData = (form) => Object.fromEntries(new FormData(form).entries());

$('#lang').addEventListener('click', () => {
  lang = lang === 'en' ? 'ru' : 'en';
  localStorage.setItem('lang', lang);
  applyLanguage();
  if (localStorage.getItem('access_token')) void showMember();
});

function onSubmit(selector, handler) {
  const form = $(selector);
  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    const button = form.querySelector('button[type=submit]');
    button.disabled = true;
    try {
      await handler(form);
    } catch (err) {
      toast(err.message, 'error');
    } finally {
      button.disabled = false;
    }
  });
}

onSubmit('#sign-in', async (form) => {
  const data = formData(form);
  const { result } = await api('member/sign-in', { email: data.email, password: data.password, remember_me: data.remember_me === 'on' });
  localStorage.setItem('access_token', result.access_token);
  localStorage.setItem('user_type', result.user_type);
  await showMember();
});

onSubmit('#register', async (form) => {
  const data = formData(form);
  if (!data.captcha) throw new Error(t('captchaRequired'));
  const { result } = await api('member/registration', data);
  localStorage.setItem('access_token', result.access_token);
  localStorage.setItem('user_type', result.user_type);
  await showMember();
});

onSubmit('#forgot', async (form) => {
  const data = formData(form);
  if (!data.captcha) throw new Error(t('captchaRequired'));
  await api('member/request-password-reset', data);
  toast(t('linkSent'), 'success');
});

onSubmit('#reset', async (form) => {
  const token = new URLSearchParams(location.search).get('token');
  await api('member/reset-password', { password_reset_token: token, password: formData(form).password });
  toast(t('passwordSaved'), 'success');
  history.replaceState(null, '', '/');
  form.hidden = true;
});

onSubmit('#settings', async (form) => {
  const body = {};
  for (const box of form.querySelectorAll('input[type=checkbox]')) body[box.name] = box.checked ? 'on' : 'off';
  try {
    await api('user/settings/set-one', body);
  } catch {
    throw new Error(t('settingsError'));
  }
  toast(t('settingsSaved'), 'success');
  await loadSettings();
});

onSubmit('#password', async (form) => {
  const data = formData(form);
  if (data.new_password !== data.new_password_repeat) throw new Error(t('passwordsMatch'));
  await api('user/settings/change-member-password', data);
  form.reset();
  toast(t('passwordSaved'), 'success');
});

$('#sign-out').addEventListener('click', async () => {
  try {
    await api('member/sign-out');
  } catch {
    toast(t('logoutError'), 'error');
  }
  localStorage.removeItem('access_token');
  localStorage.removeItem('user_type');
  showGuest();
});

async function loadSettings() {
  const { result } = await api('user/settings/get-all');
  const flags = $('#flags');
  flags.replaceChildren(
    ...Object.entries(result).map(([name, value]) => {
      const label = document.createElement('label');
      label.className = 'row';
      const box = Object.assign(document.createElement('input'), { type: 'checkbox', name, checked: value === 'on' });
      label.append(box, document.createTextNode(name.replaceAll('_', ' ')));
      return label;
    }),
  );
}

async function loadCredits() {
  try {
    const balance = await api('credit/get-balance');
    $('#balance').textContent = String(balance.credits);
  } catch {
    $('#balance').textContent = '—';
    toast(t('balanceError'), 'error');
  }
  const packs = await api('credit/load-credit-packs').catch(() => ({ result: [] }));
  $('#packs').replaceChildren(
    ...packs.result.map((pack) => {
      const li = document.createElement('li');
      const label = document.createElement('span');
      label.textContent = `${pack.name} — $${Number(pack.price).toFixed(2)}${pack.best ? ` · ${t('best')}` : ''}${pack['one-time'] ? ` · ${t('oneTime')}` : ''}`;
      if (pack.best) label.className = 'best';
      const buy = Object.assign(document.createElement('button'), { type: 'button', textContent: t('buy') });
      buy.disabled = pack.available === false;
      buy.addEventListener('click', async () => {
        try {
          const { result } = await api('segpay/get-url', { price_point_id: pack.segpay_price_point_id, credit_pack_id: pack.id });
          location.href = result;
        } catch (err) {
          toast(err.message, 'error');
        }
      });
      li.append(label, buy);
      return li;
    }),
  );
  const payments = await api('credit/replenishment').catch(() => ({ result: [] }));
  $('#payments').replaceChildren(
    ...payments.result.map((p) => row([new Date(p.created_at).toLocaleString(lang), p.pack_name, p.credits, `$${Number(p.price).toFixed(2)}`])),
  );
  $('#payments-empty').hidden = payments.result.length > 0;
  const orders = await api('credit/get-orders', { limit: 20, offset: 0 }).catch(() => ({ result: [] }));
  $('#orders').replaceChildren(...orders.result.map((o) => row([new Date(o.date).toLocaleString(lang), o.type_name, o.credits])));
  $('#orders-empty').hidden = orders.result.length > 0;
}

function row(cells) {
  const tr = document.createElement('tr');
  for (const c of cells) tr.append(Object.assign(document.createElement('td'), { textContent: String(c) }));
  return tr;
}

async function showMember() {
  $('#guest').hidden = true;
  $('#member').hidden = false;
  $('#sign-out').hidden = false;
  const isMan = localStorage.getItem('user_type') === 'man';
  $('#who').textContent = isMan ? t('man') : t('woman');
  for (const id of ['#credits-card', '#payments-card', '#orders-card']) $(id).hidden = !isMan;
  try {
    await loadSettings();
    if (isMan) await loadCredits();
  } catch (err) {
    if (!localStorage.getItem('access_token')) return showGuest();
    toast(err.message, 'error');
  }
}

function showGuest() {
  $('#guest').hidden = false;
  $('#member').hidden = true;
  $('#sign-out').hidden = true;
}

applyLanguage();
const params = new URLSearchParams(location.search);
if (params.get('token')) $('#reset').hidden = false;
if (params.get('result')) {
  toast(params.get('result') === 'approved' ? t('paymentApproved') : t('paymentDeclined'), params.get('result') === 'approved' ? 'success' : 'error');
  history.replaceState(null, '', '/');
}
if (localStorage.getItem('access_token')) void showMember();
else showGuest();
