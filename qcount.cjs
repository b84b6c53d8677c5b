const pg=require('pg');const counts=new Map();const orig=pg.Client.prototype.query;
pg.Client.prototype.query=function(cfg,...rest){const t=(typeof cfg==='string'?cfg:cfg&&(cfg.text||cfg.name))||'?';const k=String(t).replace(/\s+/g,' ').slice(0,150);counts.set(k,(counts.get(k)||0)+1);return orig.call(this,cfg,...rest);};
process.on('exit',()=>{const e=[...counts.entries()].sort((a,b)=>b[1]-a[1]).slice(0,25);for(const [k,v] of e)process.stderr.write(String(v).padStart(7)+' '+k+'\n');});
